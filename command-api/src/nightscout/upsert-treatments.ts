import {
  NIGHTSCOUT_OBJECT_ID,
  nightscoutObjectIdOf,
  recordIdOf,
  systemClock,
  type IngestDose,
  type IngestMeal,
  type IngestRecord,
  type InsulinDoseLoggedData,
  type MealLoggedData,
  mapNightscoutTreatments,
} from '@glyco/contracts';
import { recordEventOf } from '@glyco/imports';
import type { CommandContext, Position } from '@glyco/event-store';
import { correctDose, correctMeal } from './correct-treatment';
import { mapOptionsFor } from './status';
import { liveTreatmentIds, treatmentsByObjectId } from '@glyco/projections';
import { logUpload, READ_BACK_WAIT_MS, refuseWhenNothingReadable, storedDocuments } from './upload';
import type { NightscoutV1Deps } from './v1-routes';


type Correction = { record: IngestMeal | IngestDose; id: string };

/**
 * PUT /api/v1/treatments, Nightscout's upsert: a treatment the person already has (named by the
 * `_id` it was answered with, or by the same identity a post would give it) is replaced with what
 * was sent; any other is logged as a post would log it. Answers the documents, in the order sent.
 */
export async function upsertTreatments(deps: NightscoutV1Deps, userId: string, items: readonly unknown[], correlationId: string): Promise<Record<string, unknown>[]> {
  const mapping = mapNightscoutTreatments(items, await mapOptionsFor(deps.pool, userId));
  refuseWhenNothingReadable(items, mapping);
  const { corrections, fresh } = await splitByExisting(deps, userId, items, mapping.records);
  await logUpload(deps, userId, { ...mapping, records: fresh }, 'nightscout_treatments', correlationId);
  let last: Position | undefined;
  for (const correction of corrections) last = (await correct(deps, userId, correction, correlationId)) ?? last;
  if (last) await deps.waitFor(last, ['nightscout_treatments'], READ_BACK_WAIT_MS);
  const answers = storedDocuments(items, mapping, userId);
  for (const { record, id } of corrections) if (record.line) answers[record.line - 1]!._id = nightscoutObjectIdOf(id);
  return answers;
}

async function splitByExisting(deps: NightscoutV1Deps, userId: string, items: readonly unknown[], records: readonly IngestRecord[]): Promise<{ corrections: Correction[]; fresh: IngestRecord[] }> {
  const targets = await Promise.all(records.map(async (record) => (record.kind === 'reading' ? undefined : await namedTarget(deps, userId, items, record))));
  const ids = records.map((record, index) => targets[index] ?? recordIdOf(userId, record));
  const live = await liveTreatmentIds(deps.pool, userId, ids);
  const corrections: Correction[] = [];
  const fresh: IngestRecord[] = [];
  records.forEach((record, index) => {
    if (record.kind !== 'reading' && live.has(ids[index]!)) corrections.push({ record, id: ids[index]! });
    else fresh.push(record);
  });
  return { corrections, fresh };
}

/** The stored treatment of the record's kind that the item's `_id` names, if any. */
async function namedTarget(deps: NightscoutV1Deps, userId: string, items: readonly unknown[], record: IngestMeal | IngestDose): Promise<string | undefined> {
  const item = record.line ? items[record.line - 1] : undefined;
  const objectId = typeof item === 'object' && item !== null ? (item as { _id?: unknown })._id : undefined;
  if (typeof objectId !== 'string' || !NIGHTSCOUT_OBJECT_ID.test(objectId)) return undefined;
  return (await treatmentsByObjectId(deps.pool, userId, objectId)).find((stored) => stored.kind === record.kind)?.id;
}

async function correct(deps: NightscoutV1Deps, userId: string, { record, id }: Correction, correlationId: string): Promise<Position | undefined> {
  const built = recordEventOf(userId, record, systemClock);
  if (!built.ok) return undefined;
  const context: CommandContext = { actor: { userId, role: 'uploader', device: record.deviceKind }, correlationId, now: new Date() };
  return record.kind === 'meal'
    ? correctMeal(deps.store, context, userId, { ...(built.event.data as MealLoggedData), mealId: id })
    : correctDose(deps.store, context, userId, { ...(built.event.data as InsulinDoseLoggedData), doseId: id });
}
