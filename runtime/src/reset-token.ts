import { createHash, createHmac, hkdfSync } from 'node:crypto';

const UUID_BYTES = 16;
const SECRET_BYTES = 32;

/**
 * The key reset tokens are derived from. It comes from the server secret, so only the server can
 * compute a token, and a retried email job computes the same one (see process-password-reset.ts).
 */
export function resetTokenKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'glyco', 'password-reset-token v1', SECRET_BYTES));
}

/**
 * A reset token: the user id (so the reset finds the account's stream directly, with no read
 * model to lag behind) followed by 256 bits of HMAC over the reset request. URL-safe, 64 chars.
 */
export function createResetToken(key: Buffer, userId: string, requestEventId: string): string {
  const secret = createHmac('sha256', key).update(requestEventId).digest();
  return Buffer.concat([uuidToBytes(userId), secret]).toString('base64url');
}

/** Only this digest is stored; the token itself exists in the email alone. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The account a token claims to belong to, or undefined when it is not a token's shape. */
export function userIdOfResetToken(token: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{64}$/.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== UUID_BYTES + SECRET_BYTES) return undefined;
  return bytesToUuid(bytes.subarray(0, UUID_BYTES));
}

function uuidToBytes(uuid: string): Buffer {
  const hex = uuid.replaceAll('-', '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error('Not a UUID');
  return Buffer.from(hex, 'hex');
}

function bytesToUuid(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
