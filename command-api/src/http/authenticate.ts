import type { Middleware } from 'koa';
import { unauthorized } from '@glyco/contracts/http/app-errors';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { clinicianTokenExpiresAt, type TokenClaims, type TokenService } from './tokens';

export interface SessionRevocations {
  /** Epoch ms before which (inclusive) the user's tokens are void, if ever revoked. */
  tokensValidAfter(userId: string): Promise<number | undefined>;
}

/** Every protected route: a valid, unexpired, unrevoked token, or 401. */
export function authenticate(tokens: TokenService, sessions: SessionRevocations): Middleware {
  return async (ctx, next) => {
    const token = bearerToken(ctx.get('Authorization'));
    if (!token) throw unauthorized('Authentication required. Please log in.');
    const claims = tokens.verify(token);
    if (!claims) throw unauthorized('Your session is invalid or has expired. Please log in again.');
    const validAfter = await sessions.tokensValidAfter(claims.userId);
    if (validAfter !== undefined && claims.issuedAtMs <= validAfter) {
      throw unauthorized('Your session has ended. Please log in again.');
    }
    ctx.state.auth = authStateOf(claims);
    await next();
  };
}

/** A clinician is known by the access id until the clinician gate admits the request to the patient's data. */
function authStateOf(claims: TokenClaims): AuthState {
  if (claims.role === 'patient') return { userId: claims.userId, role: 'patient', patientId: claims.patientId };
  if (claims.role === 'follower') return { userId: claims.userId, role: 'follower', patientId: claims.patientId, followerId: claims.userId, grant: claims.grant };
  const expiresAt = clinicianTokenExpiresAt(claims.issuedAtMs).toISOString();
  return { userId: claims.userId, role: 'clinician', patientId: claims.patientId, accessId: claims.userId, grant: claims.grant, expiresAt };
}

export function bearerToken(header: string): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
