import { GlucoseReadingLogged, InsulinDoseLogged, MealLogged, streamIds, type GlucoseSample } from '@glyco/contracts';
import { comparePositions, START, type EventStore, type EventToAppend, type Position } from '@glyco/event-store';

const DAY_MS = 86_400_000;

/** A deterministic pseudo-random sequence, so the seeded data (and the screenshots) never change. */
function random(seed: number) {
  let state = seed;
  return () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

/** A CGM-like day: a night low, post-meal peaks, noise; every `stepMinutes` over `days` from `start`. */
export function seededReadings(start: Date, days: number, stepMinutes: number): GlucoseSample[] {
  const next = random(7);
  const samples: GlucoseSample[] = [];
  for (let minute = 0; minute < days * 1440; minute += stepMinutes) {
    const hour = (minute % 1440) / 60;
    const meals = [7.5, 12.5, 19].reduce((sum, at) => sum + 90 * Math.exp(-((hour - at - 1) ** 2) / 0.8), 0);
    const value = 120 + meals - 45 * Math.exp(-((hour - 3.5) ** 2) / 2) + (next() - 0.5) * 40;
    samples.push({ value: Math.round(Math.max(40, Math.min(400, value))), timestamp: new Date(start.getTime() + minute * 60_000).toISOString(), timezoneOffsetMinutes: 0, source: 'cgm' });
  }
  return samples;
}

const event = (type: string, data: Record<string, unknown>): EventToAppend => ({ eventId: crypto.randomUUID(), type, data });

function readingWrite(userId: string, sample: GlucoseSample): [string, EventToAppend] {
  const readingId = crypto.randomUUID();
  const readingType = sample.source === 'cgm' ? 'CGM' : 'Manual';
  const timestamp = new Date(sample.timestamp).toISOString();
  const data = { readingId, userId, valueMgdl: sample.value, entered: { value: sample.value, unit: 'mg/dL' }, timestamp, timezoneOffsetMinutes: 0, mealContext: 'Not Specified', readingType, feeling: 'Normal', notes: '', tags: [] };
  return [streamIds.glucoseReading(readingId), event(GlucoseReadingLogged.type, data)];
}

/** Appends each write on its own new stream, 16 at a time; answers the position of the last one. */
async function appendAll(store: EventStore, writes: readonly [string, EventToAppend][]): Promise<Position> {
  let last = START;
  for (let i = 0; i < writes.length; i += 16) {
    const results = await Promise.all(writes.slice(i, i + 16).map(([stream, each]) => store.append(stream, [each], { expectedRevision: 'no_stream' })));
    last = results.reduce((position, result) => (comparePositions(result.position, position) > 0 ? result.position : position), last);
  }
  return last;
}

/** Logs the readings as the person's devices would; wait for the returned position before reading them back. */
export async function appendReadings(store: EventStore, userId: string, samples: readonly GlucoseSample[]): Promise<Position> {
  return appendAll(store, samples.map((sample) => readingWrite(userId, sample)));
}

export async function seedReportData(store: EventStore, userId: string, start: Date, days: number): Promise<GlucoseSample[]> {
  const readings = seededReadings(start, days, 20);
  const writes = readings.map((sample) => readingWrite(userId, sample));
  for (let day = 0; day < days; day += 1) {
    const at = (hour: number) => new Date(start.getTime() + day * DAY_MS + hour * 3_600_000).toISOString();
    for (const [mealType, hour, carbs] of [['Breakfast', 7.5, 45], ['Lunch', 12.5, 60], ['Dinner', 19, 70]] as const) {
      const mealId = crypto.randomUUID();
      const food = { name: 'Mixed meal', carbs, protein: 20, fat: 15, calories: 450, amount: 1 };
      const meal = { mealId, userId, mealType, timestamp: at(hour), timezoneOffsetMinutes: 0, foodItems: [food], totalCarbs: carbs, totalCalories: 450, notes: '' };
      writes.push([streamIds.meal(mealId), event(MealLogged.type, meal)]);
      writes.push(dose(userId, 'Bolus', carbs / 10, at(hour)));
    }
    writes.push(dose(userId, 'Basal', 22, at(22)));
  }
  await appendAll(store, writes);
  return readings;
}

function dose(userId: string, insulinType: string, units: number, timestamp: string): [string, EventToAppend] {
  const doseId = crypto.randomUUID();
  const data = { doseId, userId, insulinType, units, brand: '', timestamp, timezoneOffsetMinutes: 0, injectionSite: 'Abdomen', notes: '' };
  return [streamIds.insulinDose(doseId), event(InsulinDoseLogged.type, data)];
}
