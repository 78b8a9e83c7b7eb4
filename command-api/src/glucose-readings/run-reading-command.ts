import { WrongExpectedRevisionError, type EventStore, type Position } from '@glyco/event-store';
import type { CommandContext } from '../commands/command-context';
import { handleCommand, type CommandOutcome, type NewEvent } from '../commands/handle-command';
import { glucoseReadingDecider, glucoseReadingStream, type GlucoseReadingState } from './glucose-reading';

const ATTEMPTS = 3;

export interface ReadingCommandOutcome extends CommandOutcome<GlucoseReadingState> {
  /** Where the reading's latest event is in the feed, appended now or earlier (for read-your-writes). */
  position: Position | undefined;
}

/**
 * Runs a decision on a reading's stream. Two requests racing on one reading (a double-clicked
 * save, a retried POST) meet at the expected revision: the loser decides again on the new state,
 * which turns a duplicate into a no-op instead of an error.
 */
export async function runReadingCommand(
  store: EventStore,
  readingId: string,
  context: CommandContext,
  decide: (state: GlucoseReadingState) => NewEvent[],
): Promise<ReadingCommandOutcome> {
  const streamId = glucoseReadingStream(readingId);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const outcome = await handleCommand(store, streamId, glucoseReadingDecider, context, decide);
      return { ...outcome, position: outcome.append?.position ?? (await latestPosition(store, streamId)) };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt === ATTEMPTS) throw error;
    }
  }
}

/** Only asked after a no-op decision, which needs an existing reading: the stream has events. */
async function latestPosition(store: EventStore, streamId: string): Promise<Position | undefined> {
  const [latest] = await store.readStream(streamId, { direction: 'backwards', maxCount: 1 });
  return latest?.position;
}
