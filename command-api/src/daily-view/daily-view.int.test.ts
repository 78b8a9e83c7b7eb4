import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, DAILY_VIEW_MESSAGES, type DailyView } from '@glyco/contracts';
import { startTestApp, type TestApp } from '@glyco/testing';
import { registerPatient, type Patient } from '../clinician/clinician-test-support';
import { createSecret, nightscout, sha1Hex } from '../nightscout/nightscout-test-support';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const DAY = { startDate: '2026-11-20T00:00:00.000Z', endDate: '2026-11-21T00:00:00.000Z' };
const at = (time: string) => `2026-11-20T${time}:00.000Z`;
const dailyView = (patient: Patient, query: Record<string, string> = DAY) => patient.client.get(`${API_ROUTES.dailyView.day.path}?${new URLSearchParams(query)}`);

/** As Trio uploads its settings: a basal of 0.8 U/h, 1.2 U/h from 06:30. */
const trioProfile = {
  defaultProfile: 'Trio',
  startDate: '2026-11-01T00:00:00.000Z',
  units: 'mg/dl',
  enteredBy: 'Trio',
  store: { Trio: { timezone: 'UTC', units: 'mg/dl', basal: [{ time: '00:00', value: 0.8, timeAsSeconds: 0 }, { time: '06:30', value: 1.2, timeAsSeconds: 23400 }] } },
};

describe('GET /api/daily-view', () => {
  it("answers the day's carbs and boluses, an SMB marked automatic, and the uploaded profile's basal steps; no one else's", async () => {
    const ada = await registerPatient(app, 'Ada Lovelace');
    const grace = await registerPatient(app, 'Grace Hopper');
    await grace.client.post(API_ROUTES.insulin.log.path, { insulinType: 'Bolus', units: 3, timestamp: at('09:00') });
    const secret = await createSecret(ada);
    const upload = (path: string, body: unknown) => nightscout(app, 'POST', path, { body, headers: { 'api-secret': sha1Hex(secret) } });
    expect((await upload(API_ROUTES.nightscoutV1.postTreatments.path, [{ eventType: 'SMB', insulin: 0.3, created_at: at('08:10'), enteredBy: 'Trio' }])).status).toBe(200);
    expect((await upload(API_ROUTES.nightscoutDevice.postProfile.path, trioProfile)).status).toBe(200);
    await ada.client.post(API_ROUTES.meals.log.path, { mealType: 'Breakfast', timestamp: at('08:00'), foodItems: [{ name: 'Toast', carbs: 30 }] });
    await ada.client.post(API_ROUTES.insulin.log.path, { insulinType: 'Bolus', units: 3.5, timestamp: at('08:00') });
    await ada.client.post(API_ROUTES.insulin.log.path, { insulinType: 'Bolus', units: 2, timestamp: '2026-11-21T08:00:00.000Z' });

    let view: DailyView | undefined;
    await expect.poll(async () => {
      view = (await dailyView(ada)).body as DailyView;
      return [view.treatments.length, view.scheduledBasal.length];
    }, { timeout: 20_000 }).toEqual([3, 2]);
    expect(view!.treatments.map(({ kind, at: time, carbs, units, automatic }) => ({ kind, time, carbs, units, automatic })).sort((a, b) => a.time.localeCompare(b.time) || a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'dose', time: at('08:00'), carbs: null, units: 3.5, automatic: false },
      { kind: 'meal', time: at('08:00'), carbs: 30, units: null, automatic: false },
      { kind: 'dose', time: at('08:10'), carbs: null, units: 0.3, automatic: true },
    ]);
    expect(view!.scheduledBasal).toEqual([
      { start: at('00:00'), end: at('06:30'), rate: 0.8 },
      { start: at('06:30'), end: '2026-11-21T00:00:00.000Z', rate: 1.2 },
    ]);
  });

  it('answers no basal without an uploaded profile, and refuses a window longer than a day', async () => {
    const ada = await registerPatient(app, 'Ada Lovelace');
    expect((await dailyView(ada)).body).toEqual({ treatments: [], scheduledBasal: [], basal: [] });
    const tooLong = await dailyView(ada, { startDate: DAY.startDate, endDate: '2026-11-22T00:00:00.000Z' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toMatchObject({ endDate: DAILY_VIEW_MESSAGES.windowTooLong });
  });
});
