import { handleCommand, type CommandContext, type EventStore, type Position } from '@glyco/event-store';
import { decideDeleteTempBasal, tempBasalDecider, tempBasalStream } from './temp-basal';

/** Deletes the person's temporary basal (a loop removing it by the `_id` it was answered); the position of the delete, if one was recorded. */
export async function deleteTempBasal(store: EventStore, context: CommandContext, userId: string, tempBasalId: string): Promise<Position | undefined> {
  const outcome = await handleCommand(store, tempBasalStream(tempBasalId), tempBasalDecider, context, (state) => decideDeleteTempBasal(state, userId, tempBasalId));
  return outcome.position;
}
