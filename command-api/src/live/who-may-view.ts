import type { LiveChangeKind, LiveMessage } from '@glyco/contracts';
import { grantHolds } from '../clinician/grant';
import { clinicianTokenExpiresAt, TOKEN_LIFETIME_SECONDS, type TokenClaims } from '../http/tokens';
import type { RevocationStore } from '../sessions/session-revocations';

export type ClosedReason = Extract<LiveMessage, { type: 'closed' }>['reason'];
export type AccessVerdict = 'allowed' | ClosedReason;

/**
 * What a follower's session may see of the person while its grant is in force (undefined once
 * revoked), read from the table written before the acceptance or the revocation was answered.
 */
export type FollowerGrantInForce = (claims: TokenClaims, personId: string) => Promise<{ mealsAndDoses: boolean } | undefined>;

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

/** The kinds of change a viewer is not told of: meals and doses, for a follower the person does not share them with. */
export async function kindsHiddenFrom(deps: LiveAccessDeps, claims: TokenClaims, personId: string): Promise<ReadonlySet<LiveChangeKind>> {
  if (claims.role !== 'follower') return new Set();
  const grant = await deps.followerGrant?.(claims, personId);
  return new Set(grant?.mealsAndDoses ? [] : ['meal', 'dose']);
}
