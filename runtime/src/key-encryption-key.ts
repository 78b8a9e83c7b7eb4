import { randomBytes } from 'node:crypto';
import { ConfigError, KEY_ENCRYPTION_KEY_BYTES } from './config';
import { readOrCreateSecretFile } from './secret-file';

const decode = (base64: string) => Buffer.from(base64, 'base64');

/**
 * KEY_ENCRYPTION_KEY when configured; otherwise a key generated once and kept under DATA_DIR.
 * Losing it loses every person's data: back it up apart from the database.
 */
export async function resolveKeyEncryptionKey(configured: string | undefined, dataDir: string): Promise<Buffer> {
  const base64 = configured ?? (await readOrCreateSecretFile(dataDir, 'key-encryption-key', () => randomBytes(KEY_ENCRYPTION_KEY_BYTES).toString('base64'), (text) => decode(text).length === KEY_ENCRYPTION_KEY_BYTES));
  const key = decode(base64);
  if (key.length !== KEY_ENCRYPTION_KEY_BYTES) throw new ConfigError(`KEY_ENCRYPTION_KEY must be ${KEY_ENCRYPTION_KEY_BYTES} bytes in base64`);
  return key;
}
