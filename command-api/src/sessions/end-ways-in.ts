import { NightscoutAccessTokenRevoked, NightscoutSecretRevoked, DoctorAccessRevoked, WAY_IN_ENDED_MESSAGES, type WayIn, type WaysInEndedResponse } from '@glyco/contracts';
import type { CommandOutcome } from '@glyco/event-store';
import { savedSecretOf } from '../nightscout/secrets-healer';
import { savedAccessCode } from './revocations-healer';
import type { RevocationStore } from './session-revocations';

interface AppendedEvent {
  type: string;
  data: unknown;
}

/**
 * Puts in force, where every request is checked, what one append of a reset or a sign-out ended:
 * the tokens up to `now`, the doctor's code and the uploader secret at their events' revisions, and
 * each access token ended.
 * Each write must succeed before the route answers; one that fails fails the route, and the
 * healers write the same rows from the appended events.
 */
export async function keepWaysInEnded(
  revocations: RevocationStore,
  userId: string,
  outcome: Pick<CommandOutcome<unknown, AppendedEvent>, 'events' | 'append'>,
  now: Date,
): Promise<WayIn[]> {
  if (!outcome.append) return [];
  await revocations.revokeTokens(userId, now);
  const ended: WayIn[] = ['sessions'];
  const last = outcome.append.nextExpectedRevision;
  for (const [index, event] of outcome.events.entries()) {
    const revision = last - BigInt(outcome.events.length - 1 - index);
    const recorded = { type: event.type, data: event.data as Record<string, unknown>, revision, recordedAt: now };
    if (event.type === DoctorAccessRevoked.type) {
      await revocations.keepAccessCode(userId, savedAccessCode(recorded));
      ended.push('doctorAccess');
    }
    if (event.type === NightscoutSecretRevoked.type) {
      await revocations.keepUploaderSecret(userId, savedSecretOf(recorded));
      ended.push('uploaderSecret');
    }
    if (event.type === NightscoutAccessTokenRevoked.type) {
      await revocations.revokeAccessToken(userId, (event.data as { tokenId: string }).tokenId, now);
      if (!ended.includes('accessTokens')) ended.push('accessTokens');
    }
  }
  return ended;
}

/** What the person is told: the outcome, then each way in that ended and how to make it again. */
export function waysInEndedResponse(message: string, ended: readonly WayIn[]): WaysInEndedResponse {
  return { message, ended: ended.map((wayIn) => ({ wayIn, message: WAY_IN_ENDED_MESSAGES[wayIn] })) };
}
