import { randomBytes } from 'node:crypto';
import { readOrCreateSecretFile } from './secret-file';

/** JWT_SECRET when configured; otherwise a secret generated once and kept under DATA_DIR. */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  return readOrCreateSecretFile(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'), (secret) => secret.length >= 32);
}
