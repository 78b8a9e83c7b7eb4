import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { permissionsOf, type NightscoutJwtAnswer } from '@glyco/contracts';
import type { TokenGrant } from './tokens-table';

/** As long as Nightscout's own JWTs last; AndroidAPS asks for a new one when it expires. */
export const NIGHTSCOUT_JWT_LIFETIME_SECONDS = 8 * 3600;
const ISSUER = 'glyco-nightscout';
const ALGORITHM = 'HS256';

export interface NightscoutJwts {
  issue(grant: TokenGrant, now?: Date): NightscoutJwtAnswer;
  /** The token id a JWT names, when it is ours, well formed and unexpired. */
  verify(token: string): string | undefined;
}

/**
 * JWTs for API v3, signed with a key of their own derived from the server secret, so a session
 * token is never an API v3 token or the other way round. The JWT names the access token; the
 * role and whether it is still in force are read from the table on every request.
 */
export function createNightscoutJwts(serverSecret: string): NightscoutJwts {
  const key = createHmac('sha256', serverSecret).update('nightscout-api-v3-jwt').digest();
  return {
    issue(grant, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + NIGHTSCOUT_JWT_LIFETIME_SECONDS;
      const permissionGroups = [permissionsOf(grant.role)];
      const token = jwt.sign({ accessToken: grant.tokenId, permissionGroups, iat, exp }, key, { algorithm: ALGORITHM, issuer: ISSUER, subject: grant.name });
      return { token, sub: grant.name, permissionGroups, iat, exp };
    },
    verify(token) {
      try {
        const claims = jwt.verify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
        return typeof claims === 'object' && typeof claims.accessToken === 'string' ? claims.accessToken : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
