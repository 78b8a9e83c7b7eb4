import { analyseDigests, digestByLocalDay, newUserProfile, POST_MEAL_MINUTES, PRE_MEAL_MINUTES, type GlucoseMetrics, type InsulinType, type User } from '@glyco/contracts';
import type { AssistantData, Range } from '../data';
import type { SeededData } from './dataset';

const MINUTE_MS = 60_000;
const within = (timestamp: string | number | Date, range: Range) => {
  const ms = new Date(timestamp).getTime();
  return ms >= Date.parse(range.startDate) && ms <= Date.parse(range.endDate);
};
const round = (value: number) => Math.round(value * 10) / 10;

export const SEEDED_USER: User = newUserProfile({ id: '00000000-0000-4000-8000-000000000001', name: 'Sam', email: 'sam@example.com', diabetesType: 'Type 1', dateOfDiagnosis: null });

const asInsulinDose = (dose: SeededData['doses'][number]) =>
  ({ _id: dose.doseId, insulinType: dose.insulinType, brand: '', units: dose.units, timestamp: dose.timestamp, timezoneOffsetMinutes: 0, injectionSite: 'Abdomen', notes: '' }) as const;

/**
 * The seeded dataset answered as the read models answer it, every glucose figure from the metrics
 * engine: lets the labelled set run without a database (the int test checks the read models give
 * the same replies).
 */
export function inMemoryData(data: SeededData, user: User = SEEDED_USER): AssistantData {
  const readingMs = data.readings.map((reading) => new Date(reading.timestamp).getTime());
  /** The readings are in time order: the first index at or after an instant. */
  const firstFrom = (ms: number) => {
    let [low, high] = [0, readingMs.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (readingMs[middle]! < ms) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const samplesIn = (range: Range) => data.readings.slice(firstFrom(Date.parse(range.startDate)), firstFrom(Date.parse(range.endDate) + 1));
  const metrics = new Map<string, GlucoseMetrics>();
  return {
    user: async () => user,
    glucoseMetrics: async (range, target, episodes) => {
      const key = JSON.stringify([range.startDate, range.endDate, target, episodes]);
      if (!metrics.has(key)) {
        const window = { start: range.startDate, end: Date.parse(range.endDate) + 1 };
        metrics.set(key, analyseDigests(digestByLocalDay(samplesIn(range)), target, window, { agp: false, episodes }).metrics);
      }
      return metrics.get(key)!;
    },
    glucoseSamples: async (range) => samplesIn(range),
    carbs: async (range) => {
      const meals = data.meals.filter((meal) => within(meal.timestamp, range));
      return { totalCarbs: meals.reduce((sum, meal) => sum + meal.totalCarbs, 0), mealCount: meals.length };
    },
    insulinTotals: async (range) => {
      const totals = new Map<InsulinType, { units: number; doses: number }>();
      for (const dose of data.doses.filter((each) => within(each.timestamp, range))) {
        const total = totals.get(dose.insulinType) ?? { units: 0, doses: 0 };
        totals.set(dose.insulinType, { units: round(total.units + dose.units), doses: total.doses + 1 });
      }
      return [...totals].map(([insulinType, total]) => ({ insulinType, ...total })).sort((a, b) => b.units - a.units);
    },
    lastDose: async (insulinType, before) => {
      const dose = data.doses.filter((each) => (!insulinType || each.insulinType === insulinType) && Date.parse(each.timestamp) <= before.getTime()).at(-1);
      return dose && asInsulinDose(dose);
    },
    doses: async (range) => data.doses.filter((dose) => within(dose.timestamp, range)).reverse().map(asInsulinDose),
    mealsWithGlucose: async (query) =>
      data.meals
        .filter((meal) => within(meal.timestamp, query) && (!query.mealType || meal.mealType === query.mealType))
        .reverse()
        .map((meal) => {
          const mealMs = Date.parse(meal.timestamp);
          const around = { startDate: new Date(mealMs - PRE_MEAL_MINUTES * MINUTE_MS).toISOString(), endDate: new Date(mealMs + POST_MEAL_MINUTES * MINUTE_MS).toISOString() };
          return { mealId: meal.mealId, mealType: meal.mealType, timestamp: meal.timestamp, foodNames: meal.foodItems.map((item) => item.name), totalCarbs: meal.totalCarbs, readings: samplesIn(around) };
        }),
  };
}
