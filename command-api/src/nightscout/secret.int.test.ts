import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NIGHTSCOUT_MESSAGES, POSITION_HEADER, streamIds, API_ROUTES } from '@glyco/contracts';
import { parsePosition } from '@glyco/event-store';
import { startTestApp, type TestApp } from '@glyco/testing';
import { registerPatient, type Patient } from '../clinician/clinician-test-support';
import { createSecret, eventsHolding, nightscout, sha1Hex, jsonPath } from './nightscout-test-support';
import { nightscoutSecretsHealer } from './secrets-healer';

let app: TestApp;
let ada: Patient;

beforeAll(async () => {
  app = await startTestApp();
  ada = await registerPatient(app, 'Ada Lovelace');
});
afterAll(async () => {
  await app?.close();
});

const status = (secret: string) => nightscout(app, 'GET', jsonPath(API_ROUTES.nightscoutV1.status), { headers: { 'api-secret': sha1Hex(secret) } });

describe('the uploader secret', () => {
  it('is made once with 192 random bits, shown once, and recorded only as a hash of its SHA-1', async () => {
    const response = await ada.client.post(API_ROUTES.nightscoutSecret.create.path);
    expect(response.status).toBe(201);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.body).toEqual({ secret: expect.stringMatching(/^[0-9a-f]{48}$/) });
    const secret = response.body.secret as string;

    const set = (await app.product.store.readStream(streamIds.user(ada.id))).at(-1)!;
    expect(set.type).toBe('NightscoutSecretSet');
    expect(set.data).toEqual({ userId: ada.id, secretHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await eventsHolding(app, secret)).toBe(0);
    expect(await eventsHolding(app, sha1Hex(secret))).toBe(0);
    expect((await status(secret)).status).toBe(200);

    const state = await ada.client.get(API_ROUTES.nightscoutSecret.state.path);
    expect(state.body).toEqual({ enabled: true, since: expect.any(String) });
    expect(JSON.stringify(state.body)).not.toContain(secret);
  });

  it('rotates when made again: the old secret is refused at once, the new one works', async () => {
    const old = await createSecret(ada);
    const rotated = await createSecret(ada);
    expect(rotated).not.toBe(old);
    expect(await status(old)).toEqual({ status: 401, body: { message: NIGHTSCOUT_MESSAGES.unauthorized } });
    expect((await status(rotated)).status).toBe(200);
  });

  it('turns uploads off at once; turning them off again records nothing', async () => {
    const secret = await createSecret(ada);
    expect((await ada.client.delete(API_ROUTES.nightscoutSecret.revoke.path)).status).toBe(204);
    expect((await status(secret)).status).toBe(401);
    expect((await ada.client.get(API_ROUTES.nightscoutSecret.state.path)).body).toEqual({ enabled: false, since: null });
    const before = (await app.product.store.readStream(streamIds.user(ada.id))).length;
    expect((await ada.client.delete(API_ROUTES.nightscoutSecret.revoke.path)).status).toBe(204);
    expect(await app.product.store.readStream(streamIds.user(ada.id))).toHaveLength(before);
  });

  it('is healed from the events when the table lost the write', async () => {
    const response = await ada.client.post(API_ROUTES.nightscoutSecret.create.path);
    const secret = response.body.secret as string;
    // Once the healer has seen the event, only a replay can bring the row back.
    await app.product.projector.waitFor(parsePosition(response.headers.get(POSITION_HEADER)!)!, ['nightscout_secrets']);
    await app.database.pool.query('DELETE FROM nightscout_secrets WHERE user_id = $1', [ada.id]);
    expect((await status(secret)).status).toBe(401);
    const events = await app.product.store.readStream(streamIds.user(ada.id));
    const client = await app.database.pool.connect();
    try {
      for (const event of events) await nightscoutSecretsHealer.apply({ sql: client, table: (name) => name, index: (name) => name }, event);
    } finally {
      client.release();
    }
    expect((await status(secret)).status).toBe(200);
  });

  it('needs a signed-in person', async () => {
    expect((await app.client().post(API_ROUTES.nightscoutSecret.create.path)).status).toBe(401);
  });
});
