import jwt from 'jsonwebtoken';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'glyco';

export interface TokenClaims {
  userId: string;
  role: 'patient' | 'clinician';
  patientId?: string;
  /** Millisecond issue time: compared with the user's tokensValidAfter, which has ms precision. */
  issuedAtMs: number;
}

export interface TokenService {
  issue(claims: Omit<TokenClaims, 'issuedAtMs'>, now?: Date): string;
  /** Returns the claims of a well-formed, unexpired token signed by us; otherwise undefined. */
  verify(token: string): TokenClaims | undefined;
}

export function createTokenService(secret: string): TokenService {
  return {
    issue(claims, now = new Date()) {
      const payload = { role: claims.role, pid: claims.patientId, iatms: now.getTime() };
      return jwt.sign(payload, secret, {
        algorithm: ALGORITHM,
        subject: claims.userId,
        issuer: ISSUER,
        expiresIn: TOKEN_LIFETIME_SECONDS,
      });
    },
    verify(token) {
      try {
        const decoded = jwt.verify(token, secret, { algorithms: [ALGORITHM], issuer: ISSUER });
        return typeof decoded === 'string' ? undefined : toClaims(decoded);
      } catch {
        return undefined;
      }
    },
  };
}

function toClaims(payload: jwt.JwtPayload): TokenClaims | undefined {
  const { sub, role, pid, iatms } = payload as jwt.JwtPayload & { role?: unknown; pid?: unknown; iatms?: unknown };
  if (typeof sub !== 'string' || typeof iatms !== 'number') return undefined;
  if (role !== 'patient' && role !== 'clinician') return undefined;
  return { userId: sub, role, patientId: typeof pid === 'string' ? pid : undefined, issuedAtMs: iatms };
}
