import type pg from 'pg';
import { uuidFromText, newEvent } from '@glyco/event-store';
import {
  DAY_MS,
  DEVICE_STATUS_COUNT_MAX,
  DEVICE_STATUS_DEFAULT_COUNT,
  DEVICE_STATUS_RETENTION_DAYS_DEFAULT,
  NightscoutDeviceStatusReported,
  deviceStatusStreamOf,
  deviceStatusSummaryOf,
  matchesFindFilters,
  nightscoutObjectIdOf,
  timedDocumentsOf,
  type DeviceStatusSummary,
  type NightscoutListQueryInput,
} from '@glyco/contracts';
import { listDeviceStatuses, pruneDeviceStatuses } from '@glyco/projections';
import { validationError } from '@glyco/contracts/http/app-errors';
import type { UploadDeps } from '../upload';
import { recordDocuments } from './record-documents';

export interface DeviceStatusDeps extends UploadDeps {
  pool: pg.Pool;
  /** NIGHTSCOUT_DEVICESTATUS_DAYS; undefined keeps DEVICE_STATUS_RETENTION_DAYS_DEFAULT. */
  deviceStatusDays: number | undefined;
}

export const READ_MODEL = 'nightscout_device_statuses';

export function keptFrom(deps: Pick<DeviceStatusDeps, 'deviceStatusDays'>, now: Date): Date {
  return new Date(now.getTime() - (deps.deviceStatusDays ?? DEVICE_STATUS_RETENTION_DAYS_DEFAULT) * DAY_MS);
}

const statusIdOf = (userId: string, device: string, createdAt: string) => uuidFromText(`devicestatus|${userId}|${device}|${createdAt}`);

/**
 * Records each status (Loop, Trio and AndroidAPS post one or an array every loop cycle) and
 * answers them as Nightscout does: in the order sent, each with its `_id` and `created_at`. A
 * status already past its retention is answered but not kept.
 */
export async function postDeviceStatuses(deps: DeviceStatusDeps, userId: string, items: readonly unknown[], correlationId: string): Promise<Record<string, unknown>[]> {
  const now = new Date();
  const { documents, errors } = timedDocumentsOf(items, now);
  if (documents.length === 0) throw validationError(errors[0]?.message ?? 'Invalid upload', Object.fromEntries(errors.map((error) => [String(error.line), error.message])));
  const cutoff = keptFrom(deps, now);
  const answered = documents.map(({ at, document }) => {
    const device = typeof document.device === 'string' && document.device !== '' ? document.device : 'unknown';
    const createdAt = at.toISOString();
    return { at, device, createdAt, document, statusId: statusIdOf(userId, device, createdAt) };
  });
  const kept = answered.filter(({ at }) => at >= cutoff);
  const events = kept.map(({ statusId, device, createdAt, document }) => ({
    streamId: deviceStatusStreamOf(statusId),
    event: newEvent(NightscoutDeviceStatusReported, { userId, statusId, device, createdAt, document }),
  }));
  await recordDocuments(deps, { userId, role: 'uploader', device: kept[0]?.device ?? 'unknown' }, READ_MODEL, correlationId, events);
  await pruneDeviceStatuses(deps.pool, userId, cutoff);
  return answered.map(({ statusId, document }) => ({ ...document, _id: nightscoutObjectIdOf(statusId) }));
}

/** GET devicestatus: newest first, `count` (default 10) and `find` on `created_at` and the other fields clients filter on. */
export async function readDeviceStatuses(deps: DeviceStatusDeps, userId: string, query: NightscoutListQueryInput): Promise<Record<string, unknown>[]> {
  const count = Math.min(query.count ?? DEVICE_STATUS_DEFAULT_COUNT, DEVICE_STATUS_COUNT_MAX);
  const keptFromNow = keptFrom(deps, new Date());
  const otherFilters = query.filters.filter((filter) => filter.field !== 'created_at');
  if (otherFilters.length === 0) return listDeviceStatuses(deps.pool, userId, { keptFrom: keptFromNow, from: query.from, to: query.to, count });
  // Filters on other fields are matched on the documents: read the window once, then narrow.
  const window = await listDeviceStatuses(deps.pool, userId, { keptFrom: keptFromNow, from: query.from, to: query.to, count: DEVICE_STATUS_COUNT_MAX });
  return window.filter((document) => matchesFindFilters(document, query.filters)).slice(0, count);
}

/** The newest status's loop and pump state, each field from the newest status that holds it. */
export async function latestDeviceStatus(deps: DeviceStatusDeps, userId: string): Promise<DeviceStatusSummary | null> {
  const recent = await recentSummaries(deps, userId);
  const [newest] = recent;
  if (!newest) return null;
  const pick = <K extends keyof DeviceStatusSummary>(key: K) => recent.find((summary) => summary[key] !== null)?.[key] ?? newest[key];
  return {
    ...newest,
    loopAt: pick('loopAt'),
    iobUnits: pick('iobUnits'),
    cobGrams: pick('cobGrams'),
    pumpReservoirUnits: pick('pumpReservoirUnits'),
    pumpBatteryPercent: pick('pumpBatteryPercent'),
    uploaderBatteryPercent: pick('uploaderBatteryPercent'),
  };
}

/** A loop's, a pump's and a phone's statuses may arrive apart; this many recent ones hold each of them. */
const RECENT_STATUSES = 12;

export async function recentSummaries(deps: DeviceStatusDeps, userId: string): Promise<DeviceStatusSummary[]> {
  const documents = await listDeviceStatuses(deps.pool, userId, { keptFrom: keptFrom(deps, new Date()), count: RECENT_STATUSES });
  return documents.map((document) => deviceStatusSummaryOf(document, String(document.created_at)));
}
