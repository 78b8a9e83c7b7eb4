import { TempBasalLogged, nightscoutObjectIdOf, nightscoutTempBasalOf, tempBasalIdOf, type NightscoutMapOptions, type TempBasalRecord } from '@glyco/contracts';
import { handleCommand, type CommandContext, type EventStore, type Position } from '@glyco/event-store';
import type { UploadDeps } from '../nightscout/upload';
import { READ_BACK_WAIT_MS } from '../nightscout/upload';
import { decideLogTempBasal, tempBasalDecider, tempBasalStream } from './temp-basal';

/** The upload's Temp Basal treatments, each with the id it is stored under. */
export interface LoggedTempBasals {
  /** Line (array index + 1) to stored id. */
  idsByLine: Map<number, string>;
  errors: { line: number; message: string }[];
}

/** The Temp Basal treatments of an upload, read and named; others are left to the treatment mapping. */
export function tempBasalsOf(userId: string, items: readonly unknown[], options: NightscoutMapOptions) {
  const records: (TempBasalRecord & { id: string })[] = [];
  const errors: { line: number; message: string }[] = [];
  items.forEach((item, index) => {
    const outcome = nightscoutTempBasalOf(item, index + 1, options);
    if (!outcome) return;
    if ('error' in outcome) errors.push({ line: index + 1, message: outcome.error });
    else records.push({ ...outcome.record, id: tempBasalIdOf(userId, outcome.record.externalId) });
  });
  return { records, errors };
}

/**
 * Logs an upload's temporary basals, each on its own stream named by its source's id, so a resend
 * is the same one and changes nothing. Answers once the read model has them.
 */
export async function logTempBasals(deps: UploadDeps, userId: string, items: readonly unknown[], options: NightscoutMapOptions, correlationId: string): Promise<LoggedTempBasals> {
  const { records, errors } = tempBasalsOf(userId, items, options);
  const idsByLine = new Map<number, string>();
  let last: Position | undefined;
  for (const record of records) {
    const outcome = await logTempBasal(deps.store, userId, record, correlationId);
    if ('error' in outcome) {
      errors.push({ line: record.line, message: outcome.error });
      continue;
    }
    last = outcome.position ?? last;
    idsByLine.set(record.line, record.id);
  }
  if (last) await deps.waitFor(last, ['temp_basals'], READ_BACK_WAIT_MS);
  return { idsByLine, errors };
}

export type TempBasalLogOutcome = { position: Position | undefined; duplicate: boolean } | { error: string };

/** Logs one temporary basal on its stream; a live one already there is a duplicate and changes nothing. */
export async function logTempBasal(store: EventStore, userId: string, { id, line: _line, ...record }: TempBasalRecord & { id: string }, correlationId: string): Promise<TempBasalLogOutcome> {
  const data = TempBasalLogged.data.safeParse({ tempBasalId: id, userId, ...record });
  if (!data.success) return { error: 'Temp basal is out of range' };
  const context: CommandContext = { actor: { userId, role: 'uploader', device: record.deviceKind }, correlationId, now: new Date() };
  let duplicate = false;
  const outcome = await handleCommand(store, tempBasalStream(id), tempBasalDecider, context, (state) => {
    duplicate = state.status === 'active';
    return decideLogTempBasal(state, data.data);
  });
  return { position: outcome.position, duplicate };
}

/** The stored documents answered for an upload, each temporary basal with the `_id` its stored id gives. */
export function withTempBasalIds(documents: Record<string, unknown>[], temps: LoggedTempBasals): Record<string, unknown>[] {
  for (const [line, id] of temps.idsByLine) if (documents[line - 1]) documents[line - 1]!._id = nightscoutObjectIdOf(id);
  return documents;
}
