import { validationError } from '@glyco/contracts/http/app-errors';
import type { NightscoutMapOptions, NightscoutV3CreateAnswer } from '@glyco/contracts';
import type { EventStore, Position } from '@glyco/event-store';
import { logTempBasal, tempBasalsOf } from './log-temp-basals';

/**
 * A Temp Basal posted to /api/v3/treatments (AndroidAPS): kept as a temporary basal, answered 201,
 * or 200 with isDeduplication when the same one is already there, as Nightscout answers. Undefined
 * when the document is not a temp basal.
 */
export async function createTempBasal(
  store: EventStore,
  userId: string,
  body: Record<string, unknown>,
  options: NightscoutMapOptions,
  correlationId: string,
): Promise<{ answer: NightscoutV3CreateAnswer; position: Position | undefined } | undefined> {
  const { records, errors } = tempBasalsOf(userId, [body], options);
  if (errors[0]) throw validationError(errors[0].message);
  const record = records[0];
  if (!record) return undefined;
  const outcome = await logTempBasal(store, userId, record, correlationId);
  if ('error' in outcome) throw validationError(outcome.error);
  const identifier = record.id;
  const lastModified = Date.now();
  const answer: NightscoutV3CreateAnswer = outcome.duplicate
    ? { status: 200, identifier, lastModified, isDeduplication: true, deduplicatedIdentifier: identifier }
    : { status: 201, identifier, lastModified };
  return { answer, position: outcome.position };
}
