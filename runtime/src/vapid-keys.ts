import { createECDH, randomUUID } from 'node:crypto';
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The server's Web Push identity (RFC 8292): a P-256 key pair, base64url as browsers take it. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const VAPID_KEYS_FILE = 'vapid-keys.json';

export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey: ecdh.getPrivateKey('base64url') };
}

/**
 * The configured pair, else the one in DATA_DIR, generated there once. Every process reads the same
 * file; the first to link a whole file there wins, so subscriptions made against one key stay valid.
 */
export async function loadVapidKeys(config: { vapidPublicKey?: string; vapidPrivateKey?: string; dataDir: string }): Promise<VapidKeys> {
  if (config.vapidPublicKey && config.vapidPrivateKey) return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey };
  const file = join(config.dataDir, VAPID_KEYS_FILE);
  const draft = `${file}.${randomUUID()}`;
  await writeFile(draft, JSON.stringify(generateVapidKeys()), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  return JSON.parse(await readFile(file, 'utf8')) as VapidKeys;
}
