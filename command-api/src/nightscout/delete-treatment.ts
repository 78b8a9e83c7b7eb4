import { handleCommand, type CommandContext, type Position } from '@glyco/event-store';
import { API_ROUTES, nightscoutObjectExternalId, recordIdOf, sourceMealIdOf } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { decideDeleteInsulinDose } from '../insulin-doses/delete-insulin-dose/decide';
import { insulinDoseDecider, insulinDoseStream } from '../insulin-doses/insulin-dose';
import { decideDeleteMeal } from '../meals/delete-meal/decide';
import { mealDecider, mealStream } from '../meals/meal';
import { liveTreatmentIds, tempBasalByObjectId, treatmentsByObjectId, type StoredTreatmentRef } from '@glyco/projections';
import { deleteTempBasal } from '../temp-basals/delete-temp-basal';
import { READ_BACK_WAIT_MS } from './upload';
import type { NightscoutV1Deps } from './v1-routes';


/**
 * DELETE /api/v1/treatments/<_id> (Loop removing a carb entry, xDrip+ a treatment): the dose and
 * the meal the `_id` names are deleted; Nightscout answers what it removed.
 */
export async function deleteTreatment(deps: NightscoutV1Deps, userId: string, objectId: string, correlationId: string): Promise<{ n: number; ok: 1 }> {
  const stored = await treatmentsNamed(deps, userId, objectId);
  const context: CommandContext = { actor: { userId, role: 'uploader' }, correlationId, now: new Date() };
  const tempBasalId = stored.length === 0 ? await tempBasalByObjectId(deps.pool, userId, objectId) : undefined;
  if (tempBasalId) return deletedTempBasal(deps, context, userId, tempBasalId);
  if (stored.length === 0) throw notFound(API_ROUTES.nightscoutV1.deleteTreatment.notFound);
  let last: Position | undefined;
  for (const { id, kind } of stored) {
    const outcome =
      kind === 'meal'
        ? await handleCommand(deps.store, mealStream(id), mealDecider, context, (state) => decideDeleteMeal(state, { mealId: id, userId }))
        : await handleCommand(deps.store, insulinDoseStream(id), insulinDoseDecider, context, (state) => decideDeleteInsulinDose(state, { doseId: id, userId }));
    last = outcome.position ?? last;
  }
  if (last) await deps.waitFor(last, ['nightscout_treatments'], READ_BACK_WAIT_MS);
  return { n: stored.length, ok: 1 };
}

async function deletedTempBasal(deps: NightscoutV1Deps, context: CommandContext, userId: string, tempBasalId: string): Promise<{ n: number; ok: 1 }> {
  const position = await deleteTempBasal(deps.store, context, userId, tempBasalId);
  if (position) await deps.waitFor(position, ['temp_basals'], READ_BACK_WAIT_MS);
  return { n: 1, ok: 1 };
}

/** The treatments answered with this `_id`, or sent with it as the client's own (Juggluco). */
async function treatmentsNamed(deps: NightscoutV1Deps, userId: string, objectId: string): Promise<StoredTreatmentRef[]> {
  const answered = await treatmentsByObjectId(deps.pool, userId, objectId);
  const externalId = nightscoutObjectExternalId(objectId);
  const sentDose = recordIdOf(userId, { kind: 'dose', externalId, units: 0, insulinType: 'Bolus', timestamp: new Date(0).toISOString(), timezoneOffsetMinutes: 0, deviceKind: '' });
  const sentMeal = sourceMealIdOf(userId, externalId);
  const live = await liveTreatmentIds(deps.pool, userId, [sentDose, sentMeal]);
  const sent: StoredTreatmentRef[] = [
    ...(live.has(sentDose) ? [{ id: sentDose, kind: 'dose' as const }] : []),
    ...(live.has(sentMeal) ? [{ id: sentMeal, kind: 'meal' as const }] : []),
  ];
  return [...answered, ...sent.filter((one) => !answered.some((other) => other.id === one.id))];
}
