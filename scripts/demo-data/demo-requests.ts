import { createHash } from 'node:crypto';
import type { DemoDay } from './demo-day';

const MINUTE = 60_000;
const iso = (dayStart: number, minute: number) => new Date(dayStart + minute * MINUTE).toISOString();

export interface DemoRequests {
  readings: Record<string, unknown>[];
  meals: Record<string, unknown>[];
  doses: Record<string, unknown>[];
}

/** The same text always gives the same version-8 (custom) UUID, so seeding twice gives the same ids. */
function stableUuid(text: string): string {
  const bytes = Buffer.from(createHash('sha256').update(text).digest().subarray(0, 16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The API bodies of one demo day; ids derive from the date, so seeding twice adds nothing. */
export function demoRequests(day: DemoDay, date: string, notAfter: number): DemoRequests {
  const dayStart = Date.parse(`${date}T00:00:00Z`);
  const id = (kind: string, minute: number) => stableUuid(`demo:${kind}:${date}:${minute}`);
  const past = (minute: number) => dayStart + minute * MINUTE <= notAfter;
  const readings = day.readings.filter((r) => past(r.minute)).map((reading) => ({
    _id: id('reading', reading.minute),
    value: reading.value,
    unit: 'mg/dL',
    timestamp: iso(dayStart, reading.minute),
    timezoneOffsetMinutes: 0,
    mealContext: reading.mealContext,
    readingType: 'CGM',
    feeling: 'Not Specified',
    notes: '',
    tags: [],
  }));
  const meals = day.meals.filter((m) => past(m.minute + 120)).map((meal) => ({
    _id: id('meal', meal.minute),
    mealType: meal.mealType,
    timestamp: iso(dayStart, meal.minute),
    timezoneOffsetMinutes: 0,
    foodItems: meal.items.map((food) => ({ ...food, amount: 1 })),
    preGlucose: meal.preGlucose,
    postGlucose: meal.postGlucose,
    insulinDose: meal.bolus,
    notes: meal.bolus === 0 ? 'Forgot the bolus' : '',
  }));
  const mealIds = new Set(meals.map((meal) => meal._id));
  const doses = day.doses.filter((d) => past(d.minute)).map((dose) => {
    const mealId = dose.mealIndex === undefined ? undefined : id('meal', day.meals[dose.mealIndex]!.minute);
    return {
      _id: id(`dose-${dose.insulinType}`, dose.minute),
      insulinType: dose.insulinType,
      brand: dose.brand,
      units: dose.units,
      timestamp: iso(dayStart, dose.minute),
      injectionSite: dose.site,
      ...(mealId && mealIds.has(mealId) ? { relatedMeal: mealId } : {}),
      notes: dose.insulinType === 'Correction' ? 'Correction for a high' : '',
    };
  });
  return { readings, meals, doses };
}
