import { API_ROUTES } from '@glyco/contracts';
import type { TestApp } from '@glyco/testing';
import type { Account } from '../support/accounts';
import { postReadings, postReadingsConcurrently } from '../support/seed';

const MINUTE = 60_000;

/** Yesterday's local midnight: a whole day, in the past on any clock. */
export function yesterday(now = new Date()): Date {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  return day;
}

/** A glucose curve with a rise after each meal, every 5 minutes of the day. */
function dayOfCgm(start: Date) {
  return Array.from({ length: 288 }, (_, i) => {
    const hour = i / 12;
    const meals = [8, 12.5, 19].reduce((rise, at) => rise + 90 * Math.exp(-((hour - at - 1) ** 2) / 1.2), 0);
    return { value: Math.round(105 + 15 * Math.sin(hour / 3) + meals), at: start.getTime() + i * 5 * MINUTE };
  });
}

/**
 * Carbs and boluses as a loop uploads them, clustered as a real breakfast is: a meal bolus with its
 * carbs, a second snack minutes later and a run of SMBs; a lunch with a bolus at the same minute.
 */
function treatments(start: Date) {
  const at = (hours: number, minutes = 0) => new Date(start.getTime() + (hours * 60 + minutes) * MINUTE).toISOString();
  return [
    { eventType: 'Meal Bolus', insulin: 4.5, carbs: 45, created_at: at(8), enteredBy: 'Trio' },
    { eventType: 'Carb Correction', carbs: 12, created_at: at(8, 5), enteredBy: 'Trio' },
    ...[10, 15, 20, 25, 30].map((minutes) => ({ eventType: 'SMB', insulin: 0.35, created_at: at(8, minutes), enteredBy: 'Trio' })),
    { eventType: 'Carb Correction', carbs: 60, created_at: at(12, 30), enteredBy: 'Trio' },
    { eventType: 'Correction Bolus', insulin: 6, created_at: at(12, 30), enteredBy: 'Trio' },
    { eventType: 'Carb Correction', carbs: 30, created_at: at(19), enteredBy: 'Trio' },
  ];
}

/** A Trio profile whose basal steps at 06:00 and 22:00 in the browser's zone. */
function profile(start: Date) {
  const basal = [
    { time: '00:00', value: 0.8, timeAsSeconds: 0 },
    { time: '06:00', value: 1.1, timeAsSeconds: 6 * 3600 },
    { time: '22:00', value: 0.6, timeAsSeconds: 22 * 3600 },
  ];
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const startDate = new Date(start.getTime() - 7 * 24 * 60 * MINUTE).toISOString();
  return { defaultProfile: 'Trio', startDate, units: 'mg/dl', enteredBy: 'Trio', store: { Trio: { dia: 6, timezone, units: 'mg/dl', basal } } };
}

/** The scheduled basal rates of the seeded day, in order. */
export const SEEDED_BASAL_RATES = [0.8, 1.1, 0.6];
/** The seeded carbs and boluses: 4 meals' carbs, 2 boluses and 5 SMBs. */
export const SEEDED_MARKERS = { meal: 4, dose: 7, automatic: 5 };

export async function upload(app: TestApp, secret: string, path: string, body: unknown) {
  const response = await fetch(`${app.url}${path}?token=${secret}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

/** A whole day yesterday: CGM every 5 minutes, two meter readings, a loop's treatments and its profile. */
export async function seedReviewDay(app: TestApp, account: Account): Promise<Date> {
  const start = yesterday();
  await postReadingsConcurrently(app, account, dayOfCgm(start));
  await postReadings(app, account, [{ value: 64, at: start.getTime() + 15 * 60 * MINUTE }, { value: 150, at: start.getTime() + 21 * 60 * MINUTE }]);
  const client = app.client();
  client.token = account.token;
  const secret = (await client.post(API_ROUTES.nightscoutSecret.create.path)).body.secret as string;
  await upload(app, secret, API_ROUTES.nightscoutV1.postTreatments.path, treatments(start));
  await upload(app, secret, API_ROUTES.nightscoutDevice.postProfile.path, profile(start));
  return start;
}
