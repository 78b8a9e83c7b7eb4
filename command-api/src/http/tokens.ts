import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';
import { CLINICIAN_TOKEN_LIFETIME_SECONDS } from '@glyco/contracts';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'glyco';

export interface TokenClaims {
  userId: string;
  role: 'patient' | 'clinician' | 'follower';
  patientId?: string;
  /** For a clinician: the first 16 hex characters of the SHA-256 of the access code redeemed; for a follower: the invitation accepted. */
  grant?: string;
  /** Millisecond issue time: compared with the user's tokensValidAfter, which has ms precision. */
  issuedAtMs: number;
}

export interface TokenService {
  issue(claims: Omit<TokenClaims, 'issuedAtMs'>, now?: Date): string;
  /** Returns the claims of a well-formed, unexpired token signed by us that carries its expiry; otherwise undefined. */
  verify(token: string): TokenClaims | undefined;
}

export function createTokenService(secret: string): TokenService {
  // Given a string, jsonwebtoken first tries (and fails) to parse it as a public key on every
  // call, which cost more CPU than the rest of a POST; a key object skips that.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const verified = new LRUCache<string, VerifiedToken>({ max: VERIFIED_TOKENS });
  return {
    issue(claims, now = new Date()) {
      const payload = { role: claims.role, pid: claims.patientId, grant: claims.grant, iatms: now.getTime(), ...clinicianIssueTime(claims.role, now) };
      return jwt.sign(payload, key, {
        algorithm: ALGORITHM,
        subject: claims.userId,
        issuer: ISSUER,
        expiresIn: claims.role === 'clinician' ? CLINICIAN_TOKEN_LIFETIME_SECONDS : TOKEN_LIFETIME_SECONDS,
      });
    },
    verify(token) {
      const known = verified.get(token);
      if (known) return Date.now() < known.expiresAtMs ? known.claims : undefined;
      try {
        const decoded = jwt.verify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
        if (typeof decoded === 'string') return undefined;
        const claims = toClaims(decoded);
        // Frozen: the same claims answer every later request with this token. toClaims required its exp.
        if (claims) verified.set(token, { claims: Object.freeze(claims), expiresAtMs: decoded.exp! * 1000 });
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}

interface VerifiedToken {
  claims: TokenClaims;
  expiresAtMs: number;
}

/**
 * Tokens whose signature and claims were checked, so that a session's next requests skip the HMAC
 * and the parse (about 50 µs a request): a token's signature stays valid for as long as it
 * exists, and its expiry is still checked on every request. Whether the person has since signed
 * out everywhere is not a property of the token; the session check asks the database each time.
 */
const VERIFIED_TOKENS = 10_000;

function toClaims(payload: jwt.JwtPayload): TokenClaims | undefined {
  const { sub, role, pid, grant, iatms, exp } = payload as jwt.JwtPayload & { role?: unknown; pid?: unknown; grant?: unknown; iatms?: unknown };
  // jsonwebtoken checks exp only when present: a token without one would never expire.
  if (typeof sub !== 'string' || typeof iatms !== 'number' || typeof exp !== 'number') return undefined;
  if (role !== 'patient' && role !== 'clinician' && role !== 'follower') return undefined;
  if (role === 'clinician' || role === 'follower') {
    if (typeof pid !== 'string' || typeof grant !== 'string') return undefined;
    return { userId: sub, role, patientId: pid, grant, issuedAtMs: iatms };
  }
  return { userId: sub, role, patientId: typeof pid === 'string' ? pid : undefined, issuedAtMs: iatms };
}

/** A clinician token's `iat` is its issue time, so its expiry follows from the claims alone. */
function clinicianIssueTime(role: TokenClaims['role'], now: Date): { iat?: number } {
  return role === 'clinician' ? { iat: Math.floor(now.getTime() / 1000) } : {};
}

/** When a clinician token issued at `issuedAtMs` expires (the `exp` it carries). */
export function clinicianTokenExpiresAt(issuedAtMs: number): Date {
  return new Date((Math.floor(issuedAtMs / 1000) + CLINICIAN_TOKEN_LIFETIME_SECONDS) * 1000);
}
