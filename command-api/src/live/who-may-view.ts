import type { LiveMessage } from '@glyco/contracts';
import { grantHolds } from '../clinician/grant';
import { clinicianTokenExpiresAt, TOKEN_LIFETIME_SECONDS, type TokenClaims } from '../http/tokens';
import type { RevocationStore } from '../sessions/session-revocations';

export type ClosedReason = Extract<LiveMessage, { type: 'closed' }>['reason'];
export type AccessVerdict = 'allowed' | ClosedReason;

/**
 * Another way one account may view another's data (a follower of the person): true while it is
 * in force, read from tables written before the grant or its revocation was answered.
 */
export type ViewingGrant = (viewerId: string, personId: string) => Promise<boolean>;

export interface LiveAccessDeps {
  /** The write-time tables every request is checked against (never a read model that may lag). */
  revocations: Pick<RevocationStore, 'tokensValidAfter' | 'accessCode'>;
  /** Ways to view someone else besides a clinician's grant; none by default. */
  viewingGrants?: readonly ViewingGrant[];
}

/**
 * Who may view whom, at connect and on every change of access: the session must be unexpired and
 * not signed out; a person views themself, a clinician the patient whose code is still in force,
 * anyone else only by a viewing grant in force.
 */
export async function liveAccessOf(deps: LiveAccessDeps, claims: TokenClaims, personId: string, now = new Date()): Promise<AccessVerdict> {
  if (now.getTime() >= sessionEndsAtMs(claims)) return 'signedOut';
  const validAfter = await deps.revocations.tokensValidAfter(claims.userId);
  if (validAfter !== undefined && claims.issuedAtMs <= validAfter) return 'signedOut';
  if (claims.role === 'clinician') {
    const inForce = claims.patientId === personId && grantHolds(claims.grant, await deps.revocations.accessCode(personId), now);
    return inForce ? 'allowed' : 'revoked';
  }
  if (claims.userId === personId) return 'allowed';
  for (const grant of deps.viewingGrants ?? []) if (await grant(claims.userId, personId)) return 'allowed';
  return 'revoked';
}

function sessionEndsAtMs(claims: TokenClaims): number {
  if (claims.role === 'clinician') return clinicianTokenExpiresAt(claims.issuedAtMs).getTime();
  return claims.issuedAtMs + TOKEN_LIFETIME_SECONDS * 1000;
}
