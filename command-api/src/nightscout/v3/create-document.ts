import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  mapNightscoutEntries,
  mapNightscoutTreatments,
  recordIdOf,
  systemClock,
  zoneOffsetMinutesAt,
  type NightscoutMapOptions,
  type NightscoutV3Collection,
  type NightscoutV3CreateAnswer,
} from '@glyco/contracts';
import { validationError } from '@glyco/contracts/http/app-errors';
import type { EventStore, Position } from '@glyco/event-store';
import { ingestRecords } from '@glyco/imports';
import { findUser } from '@glyco/projections';
import { createTempBasal } from '../../temp-basals/create-v3';

export interface CreateDeps {
  pool: pg.Pool;
  store: EventStore;
}

const MAPPERS = { entries: mapNightscoutEntries, treatments: mapNightscoutTreatments } as const;

export interface Created {
  answer: NightscoutV3CreateAnswer;
  position: Position | undefined;
}

/**
 * One posted document to Glyco's records through the v1 mapping, logged as the app that sent it.
 * A record already there answers 200 with isDeduplication and its identifier, as Nightscout
 * does; which it is comes from the ingest's write (the stream was live), not a read model.
 * A Temp Basal is kept as a temporary basal. Collections and documents Glyco keeps nothing of (device status, profiles)
 * answer 201 as stored, as v1 does, so the app does not resend them forever.
 */
export async function createDocument(deps: CreateDeps, userId: string, collection: NightscoutV3Collection, body: Record<string, unknown>, correlationId: string): Promise<Created> {
  const now = Date.now();
  const notKept = { answer: { status: 201 as const, identifier: identifierOfUnkept(body), lastModified: now }, position: undefined };
  if (collection !== 'entries' && collection !== 'treatments') return notKept;
  const options = await mapOptionsFor(deps.pool, userId);
  if (collection === 'treatments') {
    const temp = await createTempBasal(deps.store, userId, body, options, correlationId);
    if (temp) return temp;
  }
  const mapping = MAPPERS[collection]([body], options);
  if (mapping.errors[0]) throw validationError(mapping.errors[0].message);
  const first = mapping.records[0];
  if (!first) return notKept;
  const actor = { userId, role: 'uploader' as const, device: first.deviceKind };
  const result = await ingestRecords({ eventStore: deps.store, clock: systemClock }, { userId, actor, correlationId, records: mapping.records });
  const identifier = recordIdOf(userId, first);
  const duplicate = result.live.some((stream) => stream.endsWith(identifier));
  const answer: NightscoutV3CreateAnswer = duplicate
    ? { status: 200, identifier, lastModified: now, isDeduplication: true, deduplicatedIdentifier: identifier }
    : { status: 201, identifier, lastModified: now };
  return { answer, position: result.position };
}

function identifierOfUnkept(body: Record<string, unknown>): string {
  return typeof body.identifier === 'string' && body.identifier ? body.identifier : randomUUID();
}

/** Times without a zone are read in the person's zone, as their profile names it (as v1 does). */
async function mapOptionsFor(pool: pg.Pool, userId: string): Promise<NightscoutMapOptions> {
  const timeZone = (await findUser(pool, userId))?.settings.timeZone;
  return { now: new Date(), offsetMinutesAt: (instant) => zoneOffsetMinutesAt(timeZone, instant) };
}
