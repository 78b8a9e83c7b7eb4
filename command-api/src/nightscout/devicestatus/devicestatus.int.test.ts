import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, DAY_MS, DEVICE_STATUS_RETENTION_DAYS_DEFAULT } from '@glyco/contracts';
import { startTestApp, type TestApp } from '@glyco/testing';
import { registerPatient, type Patient } from '../../clinician/clinician-test-support';
import { createSecret, eventsHolding, jsonPath, nightscout, readBack, sha1Hex } from '../nightscout-test-support';

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

const ROUTES = API_ROUTES.nightscoutDevice;
const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Math.floor(Date.now() / MINUTE) * MINUTE - minutes * MINUTE);
const send = (method: string, path: string, body?: unknown) => nightscout(app, method, path, { body, headers: { 'api-secret': sha1Hex(secret) } });
const list = (query: string) => `${jsonPath(ROUTES.deviceStatus)}?token=${secret}&${query}`;

/** As Loop uploads each cycle (LoopKit/NightscoutKit: LoopStatus, PumpStatus, UploaderStatus). */
const loopStatus = (minutesAgo: number, iob: number, cob: number) => ({
  device: 'loop://iPhone',
  created_at: ago(minutesAgo).toISOString(),
  loop: { name: 'Loop', version: '3.4.1', timestamp: ago(minutesAgo).toISOString(), iob: { iob, timestamp: ago(minutesAgo).toISOString() }, cob: { cob, timestamp: ago(minutesAgo).toISOString() } },
  pump: { clock: ago(minutesAgo).toISOString(), pumpID: '1234', reservoir: 120.5, battery: { percent: 45 }, suspended: false, bolusing: false },
  uploader: { name: 'iPhone', battery: 80 },
});

/** As AndroidAPS uploads each cycle: `openaps` with `iob` and `suggested`, the phone's battery beside. */
const aapsStatus = (minutesAgo: number) => ({
  device: 'openaps://samsung SM-G991B',
  created_at: ago(minutesAgo).toISOString(),
  openaps: { iob: { iob: 0.8, basaliob: 0.1, time: ago(minutesAgo).toISOString() }, suggested: { COB: 12, IOB: 0.8, bg: 140, timestamp: ago(minutesAgo).toISOString(), reason: 'COB: 12' } },
  pump: { reservoir: 88, battery: { percent: 60 }, clock: ago(minutesAgo).toISOString() },
  uploaderBattery: 55,
  isCharging: false,
});

describe('Nightscout device status', () => {
  it('stores what Loop and AndroidAPS post (array or object), sealed, answering each with its _id', async () => {
    const posted = await send('POST', ROUTES.postDeviceStatus.path, [loopStatus(10, 1.5, 30), loopStatus(5, 1.2, 20)]);
    expect(posted.status).toBe(200);
    expect(posted.body).toHaveLength(2);
    expect(posted.body[1]).toMatchObject({ device: 'loop://iPhone', created_at: ago(5).toISOString(), _id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect((await send('POST', jsonPath(ROUTES.postDeviceStatus), aapsStatus(2))).status).toBe(200);
    // The loop's state is personal data: sealed in the event store like every upload.
    expect(await eventsHolding(app, 'basaliob')).toBe(0);
    expect(await eventsHolding(app, '120.5')).toBe(0);
  });

  it('reads them back newest first, ten by default, with count and find[created_at]', async () => {
    const all = await readBack(app, list('count=100'), 3);
    expect(all.body.map((status: { device: string }) => status.device)).toEqual(['openaps://samsung SM-G991B', 'loop://iPhone', 'loop://iPhone']);
    expect(all.body[1].loop.iob.iob).toBe(1.2);
    expect((await send('GET', `${ROUTES.deviceStatus.path}?count=1`)).body).toHaveLength(1);
    const since = await send('GET', `${ROUTES.deviceStatus.path}?find[created_at][$gte]=${encodeURIComponent(ago(6).toISOString())}`);
    expect(since.body.map((status: { created_at: string }) => status.created_at)).toEqual([ago(2).toISOString(), ago(5).toISOString()]);
    const before = await send('GET', `${ROUTES.deviceStatus.path}?find[created_at][$lt]=${ago(6).getTime()}`);
    expect(before.body.map((status: { created_at: string }) => status.created_at)).toEqual([ago(10).toISOString()]);
  });

  it('records a resent status once', async () => {
    const before = await app.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'NightscoutDeviceStatusReported'`);
    const again = await send('POST', ROUTES.postDeviceStatus.path, [loopStatus(5, 1.2, 20)]);
    expect(again.status).toBe(200);
    const after = await app.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'NightscoutDeviceStatusReported'`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it(`keeps statuses ${DEVICE_STATUS_RETENTION_DAYS_DEFAULT} days: an older one is answered, not kept, and rows past it are pruned`, async () => {
    const old = { ...loopStatus(0, 2, 0), created_at: new Date(Date.now() - (DEVICE_STATUS_RETENTION_DAYS_DEFAULT + 1) * DAY_MS).toISOString() };
    expect((await send('POST', ROUTES.postDeviceStatus.path, [old])).status).toBe(200);
    // A row left from before the window (as after the days are lowered) is pruned by the next upload.
    await app.database.pool.query(`UPDATE nightscout_device_statuses SET created_at = created_at - interval '30 days' WHERE user_id = $1 AND created_at < $2`, [ada.id, ago(8)]);
    expect((await send('POST', ROUTES.postDeviceStatus.path, [loopStatus(1, 1.1, 18)])).status).toBe(200);
    const kept = await readBack(app, list('count=100'), 3);
    expect(kept.body.map((status: { created_at: string }) => status.created_at)).toEqual([ago(1).toISOString(), ago(2).toISOString(), ago(5).toISOString()]);
    const { rows } = await app.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM nightscout_device_statuses WHERE user_id = $1`, [ada.id]);
    expect(rows[0]!.n).toBe(3);
  });

  it('refuses a body with no readable status, and a request without the secret', async () => {
    expect((await send('POST', ROUTES.postDeviceStatus.path, ['not a status'])).status).toBe(400);
    expect((await nightscout(app, 'GET', ROUTES.deviceStatus.path)).status).toBe(401);
  });

  it("gives the dashboard the latest loop and pump state, each from the newest status holding it", async () => {
    const response = await ada.client.get(ROUTES.loopStatus.path);
    expect(response.status).toBe(200);
    expect(response.body.status).toMatchObject({ device: 'loop://iPhone', loopAt: ago(1).toISOString(), iobUnits: 1.1, cobGrams: 18, pumpBatteryPercent: 45, pumpReservoirUnits: 120.5, uploaderBatteryPercent: 80 });
    const bea = await registerPatient(app, 'Bea Nobody');
    expect((await bea.client.get(ROUTES.loopStatus.path)).body).toEqual({ status: null });
  });
});
