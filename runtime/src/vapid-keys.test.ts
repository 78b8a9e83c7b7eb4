import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadVapidKeys } from './vapid-keys';

const dirs: string[] = [];
const freshDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'glyco-vapid-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the VAPID keys', () => {
  it('are generated once into DATA_DIR and the same for every process after, even when several start at once', async () => {
    const dataDir = await freshDir();
    const [first, ...others] = await Promise.all([1, 2, 3, 4].map(() => loadVapidKeys({ dataDir })));
    expect(Buffer.from(first!.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first!.privateKey, 'base64url')).toHaveLength(32);
    for (const keys of others) expect(keys).toEqual(first);
    expect(await loadVapidKeys({ dataDir })).toEqual(first);
  });

  it('are the configured pair when both are set', async () => {
    const dataDir = await freshDir();
    expect(await loadVapidKeys({ dataDir, vapidPublicKey: 'pub', vapidPrivateKey: 'priv' })).toEqual({ publicKey: 'pub', privateKey: 'priv' });
  });
});
