import { POSITION_HEADER, API_ROUTES } from '@glyco/contracts';
import { comparePositions, parsePosition, type Position } from '@glyco/event-store';
import type { TestApp } from '@glyco/testing';
import { demoDays } from '../../scripts/demo-data/seed';
import type { Account } from './accounts';

const HOUR = 3_600_000;

async function postAll(app: TestApp, account: Account, path: string, bodies: object[]): Promise<void> {
  const client = app.client();
  client.token = account.token;
  let lastPosition: string | null = null;
  for (const body of bodies) {
    const response = await client.post(path, body);
    if (response.status !== 201) throw new Error(`seeding ${path} failed: ${response.status} ${JSON.stringify(response.body)}`);
    lastPosition = response.headers.get(POSITION_HEADER);
  }
  await readableEverywhere(app, lastPosition);
}

/** Seeded data is in every read model before a page opens, however busy the machine is. */
export async function readableEverywhere(app: TestApp, position: string | null): Promise<void> {
  const parsed = position ? parsePosition(position) : undefined;
  if (!parsed) return;
  if (!(await app.product.projector.waitFor(parsed, undefined, 20_000))) throw new Error('the read models did not catch up with the seeded data');
}

/** Readings with only a value and a time; the rest is the form's defaults. */
export async function postReadings(app: TestApp, account: Account, readings: { value: number; at: number }[]): Promise<void> {
  const bodies = readings.map(({ value, at }) => ({ value, unit: 'mg/dL', timestamp: new Date(at).toISOString(), mealContext: 'Fasting', readingType: 'Manual', feeling: 'Not Specified' }));
  await postAll(app, account, API_ROUTES.glucose.log.path, bodies);
}

/**
 * Many readings through the API with a few requests in flight (a week of CGM data one POST at a
 * time takes minutes on a busy machine), then waits for the projector to pass the newest write.
 */
export async function postReadingsConcurrently(
  app: TestApp,
  account: Account,
  readings: { value: number; at: number; readingType?: 'CGM' | 'Manual' }[],
  concurrency = 6,
): Promise<void> {
  const queue = [...readings];
  let newest: Position | undefined;
  async function worker() {
    const client = app.client();
    client.token = account.token;
    client.readYourWrites = false;
    for (let next = queue.shift(); next; next = queue.shift()) {
      const body = { value: next.value, unit: 'mg/dL', timestamp: new Date(next.at).toISOString(), mealContext: 'Not Specified', readingType: next.readingType ?? 'CGM', feeling: 'Not Specified' };
      const response = await client.post(API_ROUTES.glucose.log.path, body);
      if (response.status !== 201) throw new Error(`seeding /api/glucose failed: ${response.status} ${JSON.stringify(response.body)}`);
      const position = parsePosition(response.headers.get(POSITION_HEADER) ?? '');
      if (position && (!newest || comparePositions(position, newest) > 0)) newest = position;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (newest && !(await app.product.projector.waitFor(newest, undefined, 30_000))) throw new Error('the read models did not catch up with the seeded readings');
}

/** Glucose readings every few hours over the last week, crossing every band, newest `hoursAgo` first. */
export function weekOfReadings(now = Date.now()) {
  const values = [112, 168, 205, 96, 74, 142, 188, 131, 62, 118, 154, 240, 101, 89, 176, 134, 49, 121, 163, 145, 99, 127, 210, 138];
  return values.map((value, index) => ({
    value,
    unit: 'mg/dL',
    timestamp: new Date(now - (index * 7 + 1) * HOUR).toISOString(),
    mealContext: ['Fasting', 'Before Meal', 'After Meal', 'Bedtime'][index % 4],
    readingType: index % 3 ? 'Manual' : 'CGM',
    feeling: value < 70 ? 'Low' : value > 180 ? 'High' : 'Normal',
    notes: '',
    tags: index % 5 ? [] : ['exercise'],
  }));
}

export async function seedWeek(app: TestApp, account: Account, now = Date.now()): Promise<void> {
  await postAll(app, account, API_ROUTES.glucose.log.path, weekOfReadings(now));
  await postAll(app, account, API_ROUTES.meals.log.path, [
    { mealType: 'Breakfast', timestamp: new Date(now - 5 * HOUR).toISOString(), foodItems: [{ name: 'Oatmeal', carbs: 27, protein: 5, fat: 3, calories: 150, amount: 1 }] },
    { mealType: 'Lunch', timestamp: new Date(now - 26 * HOUR).toISOString(), foodItems: [{ name: 'Chicken sandwich', carbs: 42, protein: 28, fat: 12, calories: 390, amount: 1 }] },
  ]);
  await postAll(app, account, API_ROUTES.insulin.log.path, [
    { insulinType: 'Bolus', units: 4.5, timestamp: new Date(now - 5 * HOUR).toISOString(), injectionSite: 'Abdomen' },
    { insulinType: 'Basal', units: 18, timestamp: new Date(now - 14 * HOUR).toISOString(), injectionSite: 'Thigh' },
  ]);
}

/** `days` whole days and today so far of the demo person's 5-minute CGM readings, for screenshots. */
export async function seedCgmDays(app: TestApp, account: Account, days: number, now = Date.now()): Promise<void> {
  const readings = demoDays(days, now).flatMap((day) => day.readings).map((reading) => ({ value: Number(reading.value), at: Date.parse(String(reading.timestamp)) }));
  await postReadingsConcurrently(app, account, readings, 8);
}
