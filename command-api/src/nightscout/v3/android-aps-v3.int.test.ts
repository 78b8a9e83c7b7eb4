/**
 * AndroidAPS's NSClient v3 cycle, replayed as its source sends it (nightscout/AndroidAPS, read
 * for its requests and fields, not copied):
 * - core/nssdk/.../networking/NightscoutRemoteService.kt: the paths and queries (`v3/status`,
 *   `v3/lastModified`, `v3/entries/history/{from}?limit=`, `v3/entries?sort$desc=date&type=sgv`,
 *   POST `v3/entries` and `v3/treatments`, DELETE `v3/treatments/{identifier}`);
 * - core/nssdk/.../NSAndroidClientImpl.kt: a create answers 200 or 201 with `identifier`,
 *   `isDeduplication`, `deduplicatedIdentifier` and `lastModified`; history's ETag `W/"<ms>"`
 *   is the next `from`;
 * - core/nssdk/.../remotemodel/RemoteEntry.kt: an sgv as AndroidAPS uploads it (`sgv` a double,
 *   `date`, `utcOffset`, `app`, `device`, `direction`, `units`).
 * Server side: cgm-remote-monitor lib/api3/generic/{create/insert.js, history/operation.js}.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, fillPath } from '@glyco/contracts';
import { startTestApp, type TestApp } from '@glyco/testing';
import { registerPatient, type Patient } from '../../clinician/clinician-test-support';
import { createAccessToken, documentsReadModelReady, exchange, v3Request } from './v3-test-support';

let app: TestApp;
let sam: Patient;
let other: Patient;

beforeAll(async () => {
  app = await startTestApp();
  [sam, other] = await Promise.all([registerPatient(app, 'Sam'), registerPatient(app, 'Other')]);
  await documentsReadModelReady(app);
});
afterAll(async () => {
  await app?.close();
});

const MINUTE = 60_000;
const at = Math.floor(Date.now() / MINUTE) * MINUTE - 30 * MINUTE;

const aapsSgv = (date: number, sgv: number) => ({
  type: 'sgv', sgv: sgv + 0.0, date, dateString: new Date(date).toISOString(), utcOffset: 60, app: 'AAPS', device: 'AndroidAPS-DexcomG6', direction: 'Flat', units: 'mg/dl', isValid: true,
});
const aapsBolus = (date: number) => ({
  eventType: 'Correction Bolus', insulin: 1.5, date, utcOffset: 60, app: 'AAPS', isValid: true, type: 'NORMAL', isBasalInsulin: false,
  pumpId: 4711, pumpType: 'ACCU_CHEK_INSIGHT', pumpSerial: 'PUMP-SERIAL-1', created_at: new Date(date).toISOString(),
});

describe('Nightscout API v3: the AndroidAPS cycle', () => {
  it('token -> JWT -> status -> lastModified -> create with dedup -> history sync, then a delete read back as isValid false', async () => {
    const { token } = await createAccessToken(sam, "Sam's AndroidAPS", 'admin');
    expect(token).toMatch(/^samsandroidaps-[0-9a-f]{16}$/);
    const exchanged = await v3Request(app, 'GET', fillPath(API_ROUTES.nightscoutV3.authorize.path, { accessToken: token }));
    expect(exchanged.body).toEqual({ token: expect.any(String), sub: "Sam's AndroidAPS", permissionGroups: [['*']], iat: expect.any(Number), exp: expect.any(Number) });
    const jwt = exchanged.body.token as string;

    const status = await v3Request(app, 'GET', API_ROUTES.nightscoutV3.status.path, { jwt });
    expect(status.body.result).toMatchObject({ apiVersion: expect.any(String), apiPermissions: { entries: 'crud', treatments: 'crud' } });
    const before = await v3Request(app, 'GET', API_ROUTES.nightscoutV3.lastModified.path, { jwt });
    expect(before.body.result.collections).toMatchObject({ entries: 0, treatments: 0 });

    const created = await v3Request(app, 'POST', '/api/v3/entries', { jwt, body: aapsSgv(at, 120) });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ status: 201, identifier: expect.any(String), lastModified: expect.any(Number) });
    const again = await v3Request(app, 'POST', '/api/v3/entries', { jwt, body: aapsSgv(at, 120) });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ identifier: created.body.identifier, isDeduplication: true, deduplicatedIdentifier: created.body.identifier });
    const bolus = await v3Request(app, 'POST', '/api/v3/treatments', { jwt, body: aapsBolus(at + MINUTE) });
    expect(bolus.status).toBe(201);

    const history = await v3Request(app, 'GET', '/api/v3/entries/history/0?limit=500', { jwt });
    expect(history.body.result).toEqual([expect.objectContaining({ identifier: created.body.identifier, sgv: 120, date: at, type: 'sgv', isValid: true, srvModified: expect.any(Number) })]);
    const etag = history.headers.get('ETag')!;
    expect(etag).toBe(`W/"${history.body.result[0].srvModified}"`);
    const from = etag.substring(3, etag.length - 1);
    expect((await v3Request(app, 'GET', `/api/v3/entries/history/${from}?limit=500`, { jwt })).body.result).toEqual([]);

    const latest = await v3Request(app, 'GET', '/api/v3/entries?sort$desc=date&type=sgv&limit=1&fields=sgv,date', { jwt });
    expect(latest.body.result).toEqual([{ sgv: 120, date: at }]);
    const treatments = await v3Request(app, 'GET', `/api/v3/treatments?created_at$gt=${encodeURIComponent(new Date(at).toISOString())}&sort=created_at`, { jwt });
    expect(treatments.body.result).toEqual([expect.objectContaining({ identifier: bolus.body.identifier, insulin: 1.5, eventType: 'Correction Bolus' })]);

    const deleted = await v3Request(app, 'DELETE', `/api/v3/treatments/${bolus.body.identifier}`, { jwt });
    expect(deleted.status).toBe(200);
    const treatmentHistory = await v3Request(app, 'GET', '/api/v3/treatments/history/0', { jwt });
    expect(treatmentHistory.body.result).toEqual([expect.objectContaining({ identifier: bolus.body.identifier, isValid: false })]);
    expect((await v3Request(app, 'GET', `/api/v3/treatments/${bolus.body.identifier}`, { jwt })).status).toBe(410);
    const after = await v3Request(app, 'GET', API_ROUTES.nightscoutV3.lastModified.path, { jwt });
    expect(after.body.result.collections.entries).toBe(history.body.result[0].srvModified);
  });

  it('revoking one token refuses its JWT at once, while another token of the same person keeps working', async () => {
    const phone = await createAccessToken(sam, 'Phone', 'admin');
    const watch = await createAccessToken(sam, 'Watch', 'readable');
    const [phoneJwt, watchJwt] = await Promise.all([exchange(app, phone.token), exchange(app, watch.token)]);
    expect((await v3Request(app, 'GET', '/api/v3/entries', { jwt: phoneJwt })).status).toBe(200);

    const revoked = await sam.client.delete(fillPath(API_ROUTES.nightscoutAccessTokens.revoke.path, { id: phone.id }));
    expect(revoked.status).toBe(204);
    expect((await v3Request(app, 'GET', '/api/v3/entries', { jwt: phoneJwt })).status).toBe(401);
    expect((await v3Request(app, 'GET', fillPath(API_ROUTES.nightscoutV3.authorize.path, { accessToken: phone.token }))).status).toBe(401);
    expect((await v3Request(app, 'GET', '/api/v3/entries', { jwt: watchJwt })).status).toBe(200);
    const listed = await sam.client.get(API_ROUTES.nightscoutAccessTokens.list.path);
    expect(listed.body.tokens.map((each: { name: string }) => each.name)).not.toContain('Phone');
    expect(listed.body.tokens).toContainEqual(expect.objectContaining({ name: 'Watch', role: 'readable', lastUsedAt: expect.any(String) }));
  });

  it('a readable token reads but cannot write or delete', async () => {
    const follower = await createAccessToken(sam, 'Follower', 'readable');
    const jwt = await exchange(app, follower.token);
    expect((await v3Request(app, 'POST', '/api/v3/entries', { jwt, body: aapsSgv(at + 2 * MINUTE, 130) })).status).toBe(403);
    expect((await v3Request(app, 'POST', '/api/v3/treatments', { jwt, body: aapsBolus(at + 3 * MINUTE) })).status).toBe(403);
    const entries = await v3Request(app, 'GET', '/api/v3/entries', { jwt });
    expect(entries.status).toBe(200);
    expect((await v3Request(app, 'DELETE', `/api/v3/entries/${entries.body.result[0].identifier}`, { jwt })).status).toBe(403);
  });

  it("no token reads another person's data, not even by its identifier", async () => {
    const samJwt = await exchange(app, (await createAccessToken(sam, 'Reader', 'readable')).token);
    const samEntries = (await v3Request(app, 'GET', '/api/v3/entries', { jwt: samJwt })).body.result;
    expect(samEntries.length).toBeGreaterThan(0);
    const otherJwt = await exchange(app, (await createAccessToken(other, 'Theirs', 'admin')).token);
    expect((await v3Request(app, 'GET', '/api/v3/entries', { jwt: otherJwt })).body.result).toEqual([]);
    expect((await v3Request(app, 'GET', '/api/v3/entries/history/0', { jwt: otherJwt })).body.result).toEqual([]);
    expect((await v3Request(app, 'GET', `/api/v3/entries/${samEntries[0].identifier}`, { jwt: otherJwt })).status).toBe(404);
    expect((await v3Request(app, 'DELETE', `/api/v3/entries/${samEntries[0].identifier}`, { jwt: otherJwt })).status).toBe(404);
    expect((await v3Request(app, 'GET', '/api/v3/entries', { jwt: 'not-a-jwt' })).status).toBe(401);
    expect((await v3Request(app, 'GET', '/api/v3/entries')).status).toBe(401);
  });
});
