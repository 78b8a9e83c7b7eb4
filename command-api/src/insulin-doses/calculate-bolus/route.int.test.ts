import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insulinOnBoardFraction, API_ROUTES, fillPath } from '@glyco/contracts';
import { signedInClient } from '../../meals/meal-test-support';
import { countEvents, startTestApp, type TestApp, type TestClient } from '@glyco/testing';

let app: TestApp;
let ada: TestClient;

const identity = { name: 'Test Person', email: 'ada@example.com' };
const typed = { carbRatio: 10, correctionFactor: 50, targetGlucose: 100, insulinDurationHours: 5, doseIncrement: 0.5, maxBolus: 15 };
const allDay = (value: number) => [{ start: '00:00', value }];
const settings = { ...typed, carbRatio: allDay(10), correctionFactor: allDay(50), targetGlucose: allDay(100), insulinKind: 'rapidActing' };
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
const cgmReading = (value: number, minutesAgo: number) => ({ value, readingType: 'CGM', mealContext: 'Not Specified', feeling: 'Not Specified', timestamp: hoursAgo(minutesAgo / 60) });
const calculate = (client: TestClient, body: unknown) => client.post(API_ROUTES.insulin.calculateBolus.path, body);

beforeAll(async () => {
  app = await startTestApp();
  ada = await signedInClient(app, identity.email);
});
afterAll(async () => {
  await app?.close();
});

describe('POST /api/insulin/calculate', () => {
  it('asks the person to set the calculator up first, and appends nothing', async () => {
    const before = await countEvents(app);
    const response = await calculate(ada, { carbs: 60, currentGlucose: 200 });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Set up the bolus calculator in your profile first.' });
    expect(await countEvents(app)).toBe(before);
  });

  it('refuses settings out of bounds field by field, appending nothing', async () => {
    const before = await countEvents(app);
    const bad = { ...typed, carbRatio: 0, correctionFactor: 401, insulinDurationHours: 4, doseIncrement: 0.25, maxBolus: '' };
    const response = await ada.put(API_ROUTES.accounts.updateProfile.path, { ...identity, bolusSettings: bad });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      'bolusSettings.carbRatio.0.value': 'Carb ratio must be between 1 and 150 g per unit',
      'bolusSettings.correctionFactor.0.value': 'Correction factor must be between 5 and 400 mg/dL per unit',
      'bolusSettings.insulinDurationHours': 'Duration of insulin action must be between 5 and 8 hours',
      'bolusSettings.doseIncrement': 'Dose increment must be one of 0.05, 0.1, 0.5 or 1 units',
      'bolusSettings.maxBolus': 'Maximum bolus is required',
    });
    expect(await countEvents(app)).toBe(before);
  });

  it('stores the settings on the profile, single numbers as one period from 00:00', async () => {
    const saved = await ada.put(API_ROUTES.accounts.updateProfile.path, { ...identity, bolusSettings: typed });
    expect(saved.status).toBe(200);
    expect(saved.body.bolusSettings).toEqual(settings);
    expect((await ada.get(API_ROUTES.accounts.me.path)).body.bolusSettings).toEqual(settings);
  });

  it('counts a bolus logged an hour ago as insulin on board against the whole dose, and appends nothing', async () => {
    await ada.post(API_ROUTES.insulin.log.path, { insulinType: 'Bolus', units: 1.5, timestamp: hoursAgo(1) });
    await ada.post(API_ROUTES.insulin.log.path, { insulinType: 'Basal', units: 20, timestamp: hoursAgo(0.5) });
    await ada.post(API_ROUTES.insulin.log.path, { insulinType: 'Bolus', units: 8, timestamp: hoursAgo(5) });
    const deleted = await ada.post(API_ROUTES.insulin.log.path, { insulinType: 'Bolus', units: 6, timestamp: hoursAgo(0.25) });
    await ada.delete(fillPath(API_ROUTES.insulin.delete.path, { id: deleted.body._id }));
    const before = await countEvents(app);

    const response = await calculate(ada, { carbs: 60, currentGlucose: 200 });

    expect(response.status).toBe(200);
    const { insulinOnBoard, onBoardSubtracted } = response.body;
    // The dose is an hour old when logged and a little older when the calculation runs.
    expect(insulinOnBoard).toBeLessThanOrEqual(Math.round(1.5 * insulinOnBoardFraction(60, 300, 75) * 100) / 100);
    expect(insulinOnBoard).toBeGreaterThan(1.5 * insulinOnBoardFraction(70, 300, 75));
    expect(onBoardSubtracted).toBe(insulinOnBoard);
    expect(response.body).toMatchObject({ carbDose: 6, correctionDose: 2, suggestedUnits: 6.5, roundedTo: 0.5, capped: false, warnings: [], settings });
    expect(await countEvents(app)).toBe(before);
  });

  it('uses the CGM value of a few minutes ago with its trend, and refuses one 16 minutes old', async () => {
    const cgm = await signedInClient(app, 'grace@example.com');
    await cgm.put(API_ROUTES.accounts.updateProfile.path, { name: 'Grace', email: 'grace@example.com', bolusSettings: typed });
    const noReading = await calculate(cgm, { carbs: 60, useCgm: true });
    expect(noReading.body).toMatchObject({ glucose: null, correctionDose: 0, warnings: [{ code: 'no-glucose' }] });

    for (const [value, minutesAgo] of [[230, 26], [220, 21], [210, 16]]) await cgm.post(API_ROUTES.glucose.log.path, cgmReading(value!, minutesAgo!));
    const stale = await calculate(cgm, { carbs: 60, useCgm: true });
    expect(stale.body).toMatchObject({ glucose: { mgdl: 210, source: 'cgm', ageMinutes: 16, used: false }, correctionDose: 0, suggestedUnits: 6 });
    expect(stale.body.warnings.map((warning: { code: string }) => warning.code)).toEqual(['stale-glucose']);

    for (const [value, minutesAgo] of [[200, 11], [190, 6], [180, 1]]) await cgm.post(API_ROUTES.glucose.log.path, cgmReading(value!, minutesAgo!));
    const fresh = await calculate(cgm, { carbs: 60, useCgm: true });
    // Falling 2 mg/dL a minute ("falling slowly") at ISF 50: 1 U less.
    expect(fresh.body).toMatchObject({ glucose: { mgdl: 180, ageMinutes: 1, trend: 'fallingSlowly', used: true }, correctionDose: 1.6, trendAdjustment: -1, suggestedUnits: 6.5 });
  });

  it('takes the glucose in mmol/L and warns about a high', async () => {
    const response = await calculate(ada, { carbs: 0, currentGlucose: 16.7, unit: 'mmol/L' });
    expect(response.status).toBe(200);
    expect(response.body.warnings.map((warning: { code: string }) => warning.code)).toEqual(['high-glucose']);
    expect(response.body.warnings[0].message).toBe('Your glucose is high. Check for ketones and follow your sick-day plan.');
  });

  it('suggests nothing for a low', async () => {
    const response = await calculate(ada, { carbs: 60, currentGlucose: 60 });
    expect(response.body).toMatchObject({ suggestedUnits: 0, warnings: [{ code: 'low-glucose' }] });
  });

  it('validates the request with the product messages', async () => {
    const missing = await calculate(ada, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'Carbs are required', errors: { carbs: 'Carbs are required' } });
    const outOfRange = await calculate(ada, { carbs: 501, currentGlucose: 700 });
    expect(outOfRange.body.errors).toEqual({ carbs: 'Carbs must be between 0 and 500 g', currentGlucose: 'Value must be less than 600' });
    const both = await calculate(ada, { carbs: 10, currentGlucose: 120, useCgm: true });
    expect(both.body.errors).toEqual({ currentGlucose: 'Leave the glucose blank to use your CGM value' });
  });

  it('is off again once the settings are cleared', async () => {
    expect((await ada.put(API_ROUTES.accounts.updateProfile.path, { ...identity, bolusSettings: null })).body.bolusSettings).toBeNull();
    expect((await calculate(ada, { carbs: 60 })).status).toBe(409);
  });
});
