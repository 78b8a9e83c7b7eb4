import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, normalizeAccessCode } from '@glyco/contracts';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { createTestClient, resetLinkIn, spawnProduct, TEST_JWT_SECRET, type ProductProcess } from '@glyco/testing';

/**
 * The product as `npm start` runs it, every role in one process, the default development mail
 * and LOG_LEVEL=debug: a reset, a sign-in, a doctor's redemption and uploader requests leave
 * none of their secrets anywhere in the log.
 */
let database: TestDatabase;
let dataDir: string;
let product: ProductProcess;
let url: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'glyco-no-secret-logs-'));
  product = spawnProduct(['api', 'projector', 'workers'], { DATABASE_URL: database.url, DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, TRUST_PROXY: '1', LOG_LEVEL: 'debug' });
  url = (await product.ready)!;
}, 120_000);
afterAll(async () => {
  await product?.kill('SIGTERM');
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The reset link in the development mail written under DATA_DIR once the worker sent it. */
async function resetTokenFromDevelopmentMail(): Promise<string> {
  const directory = join(dataDir, 'mail');
  await expect.poll(async () => (await readdir(directory).catch(() => [])).length, { timeout: 60_000 }).toBe(1);
  const [file] = await readdir(directory);
  const link = resetLinkIn(await simpleParser(await readFile(join(directory, file!))));
  return link.searchParams.get('token')!;
}

describe('no secret in any log', () => {
  it('a reset, a sign-in, a doctor redemption and uploader requests at LOG_LEVEL=debug log none of their secrets', async () => {
    const client = createTestClient(url);
    const email = 'ada-logs@example.com';
    const [firstPassword, newPassword] = ['Marmalade-Sky-42', 'Quiet-Violet-Harbour-37'];
    const registered = await client.post(API_ROUTES.accounts.register.path, { name: 'Ada', email, password: firstPassword, diabetesType: 'Type 1' });
    expect(registered.status).toBe(201);

    expect((await client.post(API_ROUTES.accounts.forgotPassword.path, { email })).status).toBe(202);
    const resetToken = await resetTokenFromDevelopmentMail();
    expect((await client.post(API_ROUTES.accounts.resetPassword.path, { token: resetToken, password: newPassword })).status).toBe(200);
    expect((await client.post(API_ROUTES.accounts.resetPassword.path, { token: resetToken, password: newPassword })).status, 'a used token').toBe(400);

    const signedIn = await client.post(API_ROUTES.accounts.login.path, { email, password: newPassword });
    expect(signedIn.status).toBe(200);
    expect((await client.post(API_ROUTES.accounts.login.path, { email, password: firstPassword })).status, 'the old password').toBe(401);
    client.token = signedIn.body.token;

    const accessCode = (await client.post(API_ROUTES.clinician.issueCode.path, { expiresInDays: 7 })).body.code as string;
    const redeemed = await createTestClient(url).post(API_ROUTES.clinician.redeem.path, { email, accessCode });
    expect(redeemed.status).toBe(201);

    const uploaderSecret = (await client.post(API_ROUTES.nightscoutSecret.create.path)).body.secret as string;
    const sha1 = createHash('sha1').update(uploaderSecret).digest('hex');
    const uploader = createTestClient(url);
    expect((await uploader.request('GET', `${API_ROUTES.nightscoutV1.entries.path}?token=${encodeURIComponent(uploaderSecret)}`)).status).toBe(200);
    expect((await uploader.request('GET', API_ROUTES.nightscoutV1.entries.path, undefined, { 'api-secret': sha1 })).status).toBe(200);
    expect((await uploader.request('GET', `${API_ROUTES.nightscoutV1.entries.path}?token=wrong-${uploaderSecret}`)).status).toBe(401);

    const log = product.log();
    expect(log, 'the log captured the run').toContain('Glyco started');
    const secrets = {
      firstPassword,
      newPassword,
      resetToken,
      registrationToken: registered.body.token as string,
      sessionToken: signedIn.body.token as string,
      accessCode,
      normalizedAccessCode: normalizeAccessCode(accessCode),
      clinicianToken: redeemed.body.token as string,
      uploaderSecret,
      uploaderSecretSha1: sha1,
      jwtSecret: TEST_JWT_SECRET,
    };
    for (const [name, secret] of Object.entries(secrets)) expect(log.includes(secret), `${name} in the log`).toBe(false);
  }, 180_000);
});
