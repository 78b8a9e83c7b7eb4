import type { GlucoseSample, InsulinType, MealType } from '@glyco/contracts';

/**
 * The fixed dataset the labelled set's figures are read from: one person with a CGM every 15
 * minutes from 1 October 2026, three meals a day and their doses, up to Thursday 19 November 2026,
 * 20:00 UTC, when every question is asked (from UTC).
 */
export const ASKED_AT = { now: new Date('2026-11-19T20:00:00.000Z'), timezoneOffsetMinutes: 0 };
const START_MS = Date.parse('2026-10-01T00:00:00.000Z');
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const STEP_MINUTES = 15;

export interface SeededMeal {
  mealId: string;
  mealType: MealType;
  timestamp: string;
  foodItems: { name: string; carbs: number }[];
  totalCarbs: number;
}

export interface SeededDose {
  doseId: string;
  insulinType: InsulinType;
  units: number;
  timestamp: string;
}

export interface SeededData {
  readings: GlucoseSample[];
  meals: SeededMeal[];
  doses: SeededDose[];
}

/** What the person eats, in turn, at each meal: the foods and their carbs. */
const MENUS: Record<Exclude<MealType, 'Snack'>, { hour: number; menus: [string, number][][] }> = {
  Breakfast: { hour: 7.5, menus: [[['Oatmeal', 40], ['Banana', 25]], [['Toast', 28], ['Eggs', 1]]] },
  Lunch: { hour: 12.5, menus: [[['Turkey sandwich', 45]], [['Chicken salad', 12]], [['Lentil soup', 30], ['Bread roll', 25]]] },
  Dinner: { hour: 19, menus: [[['Pasta bolognese', 85]], [['Salmon', 0], ['Rice', 45]], [['Chicken curry', 15], ['Rice', 45]]] },
};

/** A deterministic pseudo-random sequence, so the dataset never changes. */
function random(seed: number) {
  let state = seed;
  return () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

const uuid = (kind: number, index: number) => `00000000-0000-4000-8${kind}00-${String(index).padStart(12, '0')}`;

function mealsOfDay(day: number): SeededMeal[] {
  return (Object.keys(MENUS) as (keyof typeof MENUS)[]).map((mealType, slot) => {
    const { hour, menus } = MENUS[mealType];
    const menu = menus[(day + slot) % menus.length]!;
    const foodItems = menu.map(([name, carbs]) => ({ name, carbs }));
    const timestamp = new Date(START_MS + day * DAY_MS + hour * HOUR_MS).toISOString();
    return { mealId: uuid(1, day * 3 + slot), mealType, timestamp, foodItems, totalCarbs: foodItems.reduce((sum, item) => sum + item.carbs, 0) };
  });
}

/** A sensor day: a rise after each meal in proportion to its carbs, a dip before dawn (deeper every third night), noise. */
function readingsOfDay(day: number, meals: SeededMeal[], next: () => number): GlucoseSample[] {
  const samples: GlucoseSample[] = [];
  for (let minute = 0; minute < 1440; minute += STEP_MINUTES) {
    const atMs = START_MS + day * DAY_MS + minute * 60_000;
    if (atMs > ASKED_AT.now.getTime()) break;
    const hour = minute / 60;
    const rises = meals.reduce((sum, meal) => {
      const mealHour = (Date.parse(meal.timestamp) - START_MS - day * DAY_MS) / HOUR_MS;
      return sum + meal.totalCarbs * 1.4 * Math.exp(-((hour - mealHour - 1) ** 2) / 0.8);
    }, 0);
    const dip = (day % 3 === 0 ? 70 : 40) * Math.exp(-((hour - 3.5) ** 2) / 1.5);
    const value = Math.round(Math.max(40, Math.min(400, 118 + rises - dip + (next() - 0.5) * 30)));
    samples.push({ value, timestamp: new Date(atMs).toISOString(), timezoneOffsetMinutes: 0, source: 'cgm' });
  }
  return samples;
}

export function seededData(): SeededData {
  const next = random(11);
  const data: SeededData = { readings: [], meals: [], doses: [] };
  const days = Math.ceil((ASKED_AT.now.getTime() - START_MS) / DAY_MS);
  for (let day = 0; day < days; day += 1) {
    const meals = mealsOfDay(day).filter((meal) => Date.parse(meal.timestamp) <= ASKED_AT.now.getTime());
    data.readings.push(...readingsOfDay(day, meals, next));
    data.meals.push(...meals);
    data.doses.push(...meals.map((meal, slot) => ({ doseId: uuid(2, day * 4 + slot), insulinType: 'Bolus' as const, units: Math.round(meal.totalCarbs / 10), timestamp: meal.timestamp })));
    const basal = START_MS + day * DAY_MS + 22 * HOUR_MS;
    if (basal <= ASKED_AT.now.getTime()) data.doses.push({ doseId: uuid(2, day * 4 + 3), insulinType: 'Basal', units: 20, timestamp: new Date(basal).toISOString() });
  }
  return data;
}
