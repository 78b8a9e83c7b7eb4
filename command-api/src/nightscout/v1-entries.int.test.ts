import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NIGHTSCOUT_MESSAGES, API_ROUTES } from '@glyco/contracts';
import { startTestApp, type TestApp } from '@glyco/testing';
import { registerPatient, type Patient } from '../clinician/clinician-test-support';
import { createSecret, nightscout, readBack, sha1Hex, jsonPath } from './nightscout-test-support';

let app: TestApp;
let ada: Patient;
let secret: string;

beforeAll(async () => {
  app = await startTestApp();
  ada = await registerPatient(app, 'Ada Lovelace');
  secret = await createSecret(ada);
});
afterAll(async () => {
  await app?.close();
});

const MINUTE = 60_000;
const start = Math.floor(Date.now() / MINUTE) * MINUTE - 60 * MINUTE;

/** As xDrip+ uploads its queue: an array of sensor values, each with date, dateString and arrow. */
function xDripEntries(count: number, from = start) {
  return Array.from({ length: count }, (_, index) => {
    const date = from + index * 5 * MINUTE;
    return {
      device: 'xDrip-DexcomG6',
      date,
      dateString: new Date(date).toISOString(),
      sgv: 100 + index,
      delta: 1,
      direction: index % 2 ? 'FortyFiveUp' : 'Flat',
      type: 'sgv',
      filtered: 120000,
      unfiltered: 120000,
      rssi: 100,
      noise: 1,
      sysTime: new Date(date).toISOString(),
    };
  });
}

const asXDrip = () => ({ headers: { 'api-secret': sha1Hex(secret) } });
const readingEvents = async () =>
  (await app.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'GlucoseReadingLogged' AND data->>'userId' = $1`, [ada.id])).rows[0]!.n;

describe('Nightscout API v1: entries', () => {
  it('takes an xDrip+ upload with the api-secret header and reads it back in Nightscout\'s shape, newest first', async () => {
    const posted = await nightscout(app, 'POST', API_ROUTES.nightscoutV1.postEntries.path, { body: xDripEntries(3), ...asXDrip() });
    expect(posted.status).toBe(200);
    expect(posted.body).toHaveLength(3);
    expect(posted.body[0]).toMatchObject({ sgv: 100, _id: expect.stringMatching(/^[0-9a-f]{24}$/) });

    const read = await readBack(app, `${jsonPath(API_ROUTES.nightscoutV1.entries)}?count=2&token=${secret}`, 2);
    expect(read.status).toBe(200);
    expect(read.body).toEqual([
      { _id: posted.body[2]._id, type: 'sgv', sgv: 102, date: start + 10 * MINUTE, dateString: new Date(start + 10 * MINUTE).toISOString(), sysTime: expect.any(String), utcOffset: 0, direction: 'Flat', device: 'xDrip-DexcomG6' },
      { _id: posted.body[1]._id, type: 'sgv', sgv: 101, date: start + 5 * MINUTE, dateString: new Date(start + 5 * MINUTE).toISOString(), sysTime: expect.any(String), utcOffset: 0, direction: 'FortyFiveUp', device: 'xDrip-DexcomG6' },
    ]);
  });

  it('adds nothing when the same entries are sent again, and answers the same ids', async () => {
    const before = await readingEvents();
    const again = await nightscout(app, 'POST', jsonPath(API_ROUTES.nightscoutV1.postEntries), { body: xDripEntries(3), ...asXDrip() });
    expect(again.status).toBe(200);
    expect(await readingEvents()).toBe(before);
    const all = await readBack(app, `${jsonPath(API_ROUTES.nightscoutV1.sensorEntries)}?count=100&token=${secret}`, 3);
    expect(all.body).toHaveLength(3);
    expect(again.body.map((entry: { _id: string }) => entry._id).sort()).toEqual(all.body.map((entry: { _id: string }) => entry._id).sort());
  });

  it('takes one entry alone, sgv as a string, with Authorization: Bearer, and records the uploader as actor', async () => {
    const date = start + 30 * MINUTE;
    const juggluco = { type: 'sgv', sgv: '142', date, dateString: new Date(date).toISOString(), direction: 'SingleUp', device: 'Juggluco' };
    expect((await nightscout(app, 'POST', API_ROUTES.nightscoutV1.postEntries.path, { body: juggluco, headers: { Authorization: `Bearer ${secret}` } })).status).toBe(200);
    await readBack(app, `${jsonPath(API_ROUTES.nightscoutV1.sensorEntries)}?count=100&token=${secret}`, 4);
    const current = await nightscout(app, 'GET', `${jsonPath(API_ROUTES.nightscoutV1.currentEntry)}?token=${secret}`);
    expect(current.body).toEqual([expect.objectContaining({ sgv: 142, direction: 'SingleUp', device: 'Juggluco', date })]);
    const { rows } = await app.database.pool.query(`SELECT metadata->'actor' AS actor FROM events WHERE type = 'GlucoseReadingLogged' AND replace(data->>'readingId', '-', '') LIKE $1 || '%'`, [current.body[0]._id]);
    expect(rows[0].actor).toEqual({ userId: ada.id, role: 'uploader', device: 'Juggluco' });
  });

  it('stores Dexcom error codes as nothing and a meter value (mbg) as a manual reading', async () => {
    const before = await readingEvents();
    const date = start + 40 * MINUTE;
    const items = [
      { type: 'sgv', sgv: 5, date, device: 'xDrip-DexcomG6' },
      { type: 'mbg', mbg: 110, date, dateString: new Date(date).toISOString(), device: 'xDrip-DexcomG6' },
    ];
    expect((await nightscout(app, 'POST', API_ROUTES.nightscoutV1.postEntries.path, { body: items, ...asXDrip() })).status).toBe(200);
    expect(await readingEvents()).toBe(before + 1);
    const meter = await readBack(app, `${jsonPath(API_ROUTES.nightscoutV1.meterEntries)}?token=${secret}`, 1);
    expect(meter.body).toEqual([expect.objectContaining({ type: 'mbg', mbg: 110, date })]);
    expect(meter.body[0]).not.toHaveProperty('sgv');
    const narrowed = await nightscout(app, 'GET', `${jsonPath(API_ROUTES.nightscoutV1.entries)}?find[type]=mbg&token=${secret}`);
    expect(narrowed.body.map((entry: { type: string }) => entry.type)).toEqual(['mbg']);
  });

  it('filters by find[date] and find[dateString] as followers ask', async () => {
    const from = start + 5 * MINUTE;
    const byDate = await nightscout(app, 'GET', `${jsonPath(API_ROUTES.nightscoutV1.sensorEntries)}?find[date][$gte]=${from}&find[date][$lte]=${start + 10 * MINUTE}&token=${secret}`);
    expect(byDate.body.map((entry: { sgv: number }) => entry.sgv)).toEqual([102, 101]);
    const byText = await nightscout(app, 'GET', `${jsonPath(API_ROUTES.nightscoutV1.sensorEntries)}?find[dateString][$gte]=${new Date(start + 10 * MINUTE).toISOString()}&token=${secret}`);
    expect(byText.body.map((entry: { sgv: number }) => entry.sgv)).toEqual([142, 102]);
  });

  it('refuses a wrong or missing secret with 401 JSON, and an upload of nothing readable with 400', async () => {
    const wrong = await nightscout(app, 'POST', API_ROUTES.nightscoutV1.postEntries.path, { body: xDripEntries(1), headers: { 'api-secret': sha1Hex('not-the-secret') } });
    expect(wrong).toEqual({ status: 401, body: { message: NIGHTSCOUT_MESSAGES.unauthorized } });
    expect((await nightscout(app, 'GET', `${jsonPath(API_ROUTES.nightscoutV1.entries)}?token=nope`)).status).toBe(401);
    expect((await nightscout(app, 'GET', jsonPath(API_ROUTES.nightscoutV1.entries))).status).toBe(401);
    const unreadable = await nightscout(app, 'POST', API_ROUTES.nightscoutV1.postEntries.path, { body: [{ type: 'sgv', sgv: 120 }], ...asXDrip() });
    expect(unreadable).toEqual({ status: 400, body: { message: NIGHTSCOUT_MESSAGES.timeMissing, errors: { 1: NIGHTSCOUT_MESSAGES.timeMissing } } });
  });

  it('answers the status and the secret check clients make, with the profile\'s units', async () => {
    const status = await nightscout(app, 'GET', jsonPath(API_ROUTES.nightscoutV1.status), asXDrip());
    expect(status.body).toMatchObject({ status: 'ok', apiEnabled: true, careportalEnabled: true, settings: { units: 'mg/dl' } });
    expect((await nightscout(app, 'GET', API_ROUTES.nightscoutV1.verifyAuth.path, asXDrip())).body).toMatchObject({ message: { message: 'OK', canWrite: true } });
  });
});
