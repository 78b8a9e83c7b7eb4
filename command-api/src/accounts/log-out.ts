import { UserLoggedOut, type WayIn } from '@glyco/contracts';
import { handleCommand, newEvent, type CommandContext, type EventStore } from '@glyco/event-store';
import { keepWaysInEnded } from '../sessions/end-ways-in';
import type { RevocationStore } from '../sessions/session-revocations';
import { decideEndOtherWaysIn, waysInDecider } from '../sessions/ways-in';
import { accountStream } from './account';

/**
 * Signs out everywhere: every token issued up to now, the doctor's access and the uploader secret
 * end in one append, and are refused once this resolves: written where requests are checked, not
 * left to the projector (ASVS 5.0 V7.4.1, V7.4.3).
 */
export async function logOut(store: EventStore, revocations: RevocationStore, userId: string, context: CommandContext): Promise<WayIn[]> {
  const outcome = await handleCommand(store, accountStream(userId), waysInDecider, context, (state) =>
    state.registered ? [newEvent(UserLoggedOut, { userId, tokensValidAfter: context.now.toISOString() }), ...decideEndOtherWaysIn(state, userId)] : [],
  );
  return keepWaysInEnded(revocations, userId, outcome, context.now);
}
