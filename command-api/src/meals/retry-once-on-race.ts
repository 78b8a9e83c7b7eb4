import { WrongExpectedRevisionError } from '@glyco/event-store';

/**
 * Two copies of one creating request (a client retry racing the original) meet at the same stream:
 * the loser re-reads once and then finds its own outcome already recorded.
 */
export async function retryOnceOnRace<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return attempt();
    throw error;
  }
}
