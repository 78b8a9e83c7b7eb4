import type { Middleware } from 'koa';
import { unauthorized } from '@glyco/contracts/http/app-errors';
import type { TokenService } from './tokens';

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
    ctx.state.auth = { userId: claims.userId, role: claims.role, patientId: claims.patientId };
    await next();
  };
}

function bearerToken(header: string): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
