import type { LiveMessage } from '@glyco/contracts';
import { grantHolds } from '../clinician/grant';
import { clinicianTokenExpiresAt, TOKEN_LIFETIME_SECONDS, type TokenClaims } from '../http/tokens';
import type { RevocationStore } from '../sessions/session-revocations';

export type ClosedReason = Extract<LiveMessage, { type: 'closed' }>['reason'];
export type AccessVerdict = 'allowed' | ClosedReason;

/**
 * Whether a follower's session may view the person: true while its grant is in force, read from
 * the table written before the acceptance or the revocation was answered.
 */
export type FollowerGrantInForce = (claims: TokenClaims, personId: string) => Promise<boolean>;

export interface LiveAccessDeps {
  /** The write-time tables every request is checked against (never a read model that may lag). */
  revocations: Pick<RevocationStore, 'tokensValidAfter' | 'accessCode'>;
  /** Without it, no follower views anyone. */
  followerGrant?: FollowerGrantInForce;
}

/**
 * Who may view whom, at connect and on every change of access: the session must be unexpired and
 * not signed out; a person views themself, a clinician the patient whose code is still in force,
 * a follower the person whose grant to them is still in force.
 */
export async function liveAccessOf(deps: LiveAccessDeps, claims: TokenClaims, personId: string, now = new Date()): Promise<AccessVerdict> {
  if (now.getTime() >= sessionEndsAtMs(claims)) return 'signedOut';
  const validAfter = await deps.revocations.tokensValidAfter(claims.userId);
  if (validAfter !== undefined && claims.issuedAtMs <= validAfter) return 'signedOut';
  if (claims.role === 'clinician') {
    const inForce = claims.patientId === personId && grantHolds(claims.grant, await deps.revocations.accessCode(personId), now);
    return inForce ? 'allowed' : 'revoked';
  }
  if (claims.role === 'follower') return claims.patientId === personId && (await deps.followerGrant?.(claims, personId)) ? 'allowed' : 'revoked';
  return claims.userId === personId ? 'allowed' : 'revoked';
}

function sessionEndsAtMs(claims: TokenClaims): number {
  if (claims.role === 'clinician') return clinicianTokenExpiresAt(claims.issuedAtMs).getTime();
  return claims.issuedAtMs + TOKEN_LIFETIME_SECONDS * 1000;
}
