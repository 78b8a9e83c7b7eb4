import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, fillPath, type DailyView } from '@glyco/contracts';
import { startTestApp, type TestApp } from '@glyco/testing';
import { registerPatient, type Patient } from '../clinician/clinician-test-support';
import { createSecret, eventsHolding, nightscout, readBack, sha1Hex } from '../nightscout/nightscout-test-support';
import { createAccessToken, exchange, v3Request } from '../nightscout/v3/v3-test-support';

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
const HOUR_START = Math.floor(Date.now() / (60 * MINUTE)) * 60 * MINUTE - 3 * 60 * MINUTE;
const at = (minutes: number) => new Date(HOUR_START + minutes * MINUTE);
const PUMP_SERIAL = 'SN55501234';

/** As AndroidAPS's NSClient uploads a temp basal from the pump history: a percent change, its length in ms too. */
const aapsTempBasal = {
  eventType: 'Temp Basal',
  created_at: at(0).toISOString(),
  date: at(0).getTime(),
  percent: -50,
  duration: 60,
  durationInMilliseconds: 60 * MINUTE,
  type: 'NORMAL',
  isValid: true,
  pumpId: 4711,
  pumpType: 'OMNIPOD_DASH',
  pumpSerial: PUMP_SERIAL,
  enteredBy: 'AndroidAPS',
  utcOffset: 60,
};

/** As Loop uploads a suspend: an absolute temp basal of 0 U/h, named by its syncIdentifier. */
const loopSuspend = {
  eventType: 'Temp Basal',
  temp: 'absolute',
  rate: 0,
  absolute: 0,
  duration: 30,
  created_at: at(30).toISOString(),
  syncIdentifier: '9B0D1E2F-3A4B-4C5D-8E6F-7A8B9C0D1E2F',
  enteredBy: 'loop://iPhone',
};

const upload = (body: unknown) => nightscout(app, 'POST', API_ROUTES.nightscoutV1.postTreatments.path, { body, headers: { 'api-secret': sha1Hex(secret) } });
const treatments = () => `${API_ROUTES.nightscoutV1.treatments.path}?count=10&token=${secret}`;

describe('temporary basals uploaded through Nightscout v1', () => {
  it('keeps AndroidAPS and Loop temp basals, answers them back as Temp Basal, and a resend is the same one', async () => {
    const posted = await upload([aapsTempBasal, loopSuspend]);
    expect(posted.status).toBe(200);
    const ids = (posted.body as { _id: string }[]).map((document) => document._id);
    const read = await readBack(app, treatments(), 2);
    expect(read.body).toEqual([
      expect.objectContaining({ _id: ids[1], eventType: 'Temp Basal', created_at: at(30).toISOString(), duration: 30, absolute: 0, rate: 0, enteredBy: 'loop://iPhone' }),
      expect.objectContaining({ _id: ids[0], eventType: 'Temp Basal', created_at: at(0).toISOString(), duration: 60, percent: -50, utcOffset: 60, enteredBy: 'AndroidAPS' }),
    ]);
    const resent = await upload([aapsTempBasal, loopSuspend]);
    expect((resent.body as { _id: string }[]).map((document) => document._id)).toEqual(ids);
    expect((await nightscout(app, 'GET', treatments())).body).toHaveLength(2);
    expect(await eventsHolding(app, PUMP_SERIAL)).toBe(0);
  });

  it("draws the daily view's basal from the schedule with the temp basal over it, cut short by the suspend", async () => {
    const window = { startDate: at(-60).toISOString(), endDate: at(120).toISOString() };
    const flat = { defaultProfile: 'Loop', startDate: at(-24 * 60).toISOString(), store: { Loop: { timezone: 'UTC', units: 'mg/dl', basal: [{ time: '00:00', value: 1, timeAsSeconds: 0 }] } } };
    const profile = await nightscout(app, 'POST', API_ROUTES.nightscoutDevice.postProfile.path, { body: flat, headers: { 'api-secret': sha1Hex(secret) } });
    expect(profile.status).toBe(200);
    let view: DailyView | undefined;
    await expect.poll(async () => {
      view = (await ada.client.get(`${API_ROUTES.dailyView.day.path}?${new URLSearchParams(window)}`)).body as DailyView;
      return view.basal?.length;
    }, { timeout: 20_000 }).toBe(4);
    expect(view!.basal).toEqual([
      { start: at(-60).toISOString(), end: at(0).toISOString(), rate: 1, kind: 'scheduled' },
      { start: at(0).toISOString(), end: at(30).toISOString(), rate: 0.5, kind: 'temporary' },
      { start: at(30).toISOString(), end: at(60).toISOString(), rate: 0, kind: 'suspended' },
      { start: at(60).toISOString(), end: at(120).toISOString(), rate: 1, kind: 'scheduled' },
    ]);
  });

  it('keeps a temp basal AndroidAPS creates through v3 once, deletes one by its `_id`, and erases them with the account', async () => {
    const { token } = await createAccessToken(ada, "Ada's AndroidAPS", 'admin');
    const jwt = await exchange(app, token);
    const v3TempBasal = { ...aapsTempBasal, pumpId: 4712, created_at: at(90).toISOString(), date: at(90).getTime(), percent: 20, duration: 30, durationInMilliseconds: 30 * MINUTE };
    const created = await v3Request(app, 'POST', fillPath(API_ROUTES.nightscoutV3.create.path, { collection: 'treatments' }), { jwt, body: v3TempBasal });
    expect(created.status).toBe(201);
    const again = await v3Request(app, 'POST', fillPath(API_ROUTES.nightscoutV3.create.path, { collection: 'treatments' }), { jwt, body: v3TempBasal });
    expect(again.body).toMatchObject({ status: 200, isDeduplication: true, deduplicatedIdentifier: created.body.identifier });
    const read = await readBack(app, treatments(), 3);
    expect(read.body[0]).toMatchObject({ eventType: 'Temp Basal', percent: 20, duration: 30, created_at: at(90).toISOString() });

    const removed = await nightscout(app, 'DELETE', `${fillPath(API_ROUTES.nightscoutV1.deleteTreatment.path, { id: read.body[0]._id })}?token=${secret}`);
    expect(removed.body).toEqual({ n: 1, ok: 1 });
    await readBack(app, treatments(), 2);

    const rows = async () => (await app.database.pool.query('SELECT 1 FROM temp_basals WHERE user_id = $1', [ada.id])).rowCount;
    expect(await rows()).toBe(2);
    expect((await ada.client.request('DELETE', API_ROUTES.accounts.deleteAccount.path, { password: 'Marmalade-Sky-42' })).status).toBeLessThan(300);
    await expect.poll(rows, { timeout: 20_000 }).toBe(0);
  });
});
