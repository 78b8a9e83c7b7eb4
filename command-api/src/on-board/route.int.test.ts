import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type OnBoard } from '@glyco/contracts';
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

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const onBoard = async (patient: Patient): Promise<OnBoard> => {
  const response = await patient.client.get(API_ROUTES.onBoard.get.path);
  expect(response.status).toBe(200);
  return response.body as OnBoard;
};

/** As Loop uploads each cycle (LoopKit/NightscoutKit LoopStatus): its own IOB and COB. */
const loopStatus = (minutes: number, iob: number, cob: number) => ({
  device: 'loop://iPhone',
  created_at: minutesAgo(minutes),
  loop: { name: 'Loop', timestamp: minutesAgo(minutes), iob: { iob, timestamp: minutesAgo(minutes) }, cob: { cob, timestamp: minutesAgo(minutes) } },
});

describe('GET /api/on-board', () => {
  it('counts the dose and the meal just logged: 4 U an hour ago and 2 U now are 4 x 0.764 + 2 = 5.06 U, 60 g an hour ago is 40 g', async () => {
    const ada = await registerPatient(app, 'Ada Lovelace');
    await ada.client.post(API_ROUTES.insulin.log.path, { insulinType: 'Bolus', units: 4, timestamp: minutesAgo(60) });
    await ada.client.post(API_ROUTES.insulin.log.path, { insulinType: 'Basal', units: 20, timestamp: minutesAgo(30) });
    await ada.client.post(API_ROUTES.meals.log.path, { mealType: 'Lunch', timestamp: minutesAgo(60), foodItems: [{ name: 'Pasta', carbs: 60 }] });
    // The last write: the read waits for the read models to hold it (read-your-writes), without polling.
    await ada.client.post(API_ROUTES.insulin.log.path, { insulinType: 'Correction', units: 2, timestamp: minutesAgo(0) });

    const { insulin, carbs } = await onBoard(ada);
    expect(insulin).toMatchObject({ source: 'records', loopName: null, insulinCurve: { durationHours: 5, kind: 'rapidActing', peakMinutes: 75, fromSettings: false } });
    expect(insulin.value).toBeCloseTo(5.06, 1);
    expect(carbs).toMatchObject({ source: 'records', loopName: null, absorptionMinutes: 180 });
    expect(carbs.value).toBeCloseTo(40, 0);
    // In an hour: 2 x 0.764 + 4 x 0.4106 = 3.17 U and 20 g; the curves end with nothing left.
    expect(insulin.curve[12]!.value).toBeCloseTo(3.17, 1);
    expect(carbs.curve[12]!.value).toBeCloseTo(20, 0);
    expect([insulin.curve.at(-1)!.value, carbs.curve.at(-1)!.value]).toEqual([0, 0]);
  });

  it("answers the loop's own recent figures, marked as the loop's with its time", async () => {
    const bea = await registerPatient(app, 'Bea Loop');
    const secret = await createSecret(bea);
    await bea.client.post(API_ROUTES.insulin.log.path, { insulinType: 'Bolus', units: 3, timestamp: minutesAgo(20) });
    expect((await onBoard(bea)).insulin.source).toBe('records');

    const status = loopStatus(3, 1.35, 22);
    const upload = await nightscout(app, 'POST', API_ROUTES.nightscoutDevice.postDeviceStatus.path, { body: [status], headers: { 'api-secret': sha1Hex(secret) } });
    expect(upload.status).toBe(200);
    await expect.poll(async () => (await onBoard(bea)).insulin.source, { timeout: 20_000 }).toBe('loop');
    const { insulin, carbs } = await onBoard(bea);
    expect(insulin).toMatchObject({ value: 1.35, source: 'loop', loopName: 'Loop', at: status.loop.timestamp });
    expect(carbs).toMatchObject({ value: 22, source: 'loop', loopName: 'Loop', at: status.loop.timestamp });
    // The curve still comes from the logged dose, for the chart beside the loop's figure.
    expect(insulin.curve[0]!.value).toBeGreaterThan(2.5);
  });

  it('is nothing for a person with nothing logged, and answers no one else', async () => {
    const cy = await registerPatient(app, 'Cy Empty');
    const { insulin, carbs } = await onBoard(cy);
    expect([insulin.value, carbs.value, insulin.source]).toEqual([0, 0, 'records']);
    expect((await app.client().get(API_ROUTES.onBoard.get.path)).status).toBe(401);
  });
});
