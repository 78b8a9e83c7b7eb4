import type { MealContext, MealType } from '@glyco/contracts';
import { MENU, type MenuItem } from './menu';
import { gaussian, pick } from './random';

const SLOT_MINUTES = 5;
const SLOTS_PER_DAY = (24 * 60) / SLOT_MINUTES;
const CARBS_PER_UNIT = 10;
const BASAL_UNITS = 20;

export interface DemoReading { minute: number; value: number; mealContext: MealContext }
export interface DemoMeal { minute: number; mealType: MealType; items: MenuItem[]; preGlucose: number; postGlucose: number; bolus: number }
export interface DemoDose { minute: number; insulinType: 'Basal' | 'Bolus' | 'Correction'; brand: string; units: number; mealIndex?: number; site: string }
export interface DemoDay { readings: DemoReading[]; meals: DemoMeal[]; doses: DemoDose[] }

interface PlannedMeal { minute: number; mealType: MealType; items: MenuItem[]; carbs: number; bolusMissed: boolean }

const between = (random: () => number, from: number, to: number) => from + Math.floor(random() * (to - from));

function planMeals(random: () => number): PlannedMeal[] {
  const windows: [MealType, number, number][] = [['Breakfast', 420, 510], ['Lunch', 720, 810], ['Dinner', 1110, 1200]];
  if (random() < 0.5) windows.push(['Snack', 930, 990]);
  return windows.map(([mealType, from, to]) => {
    const items = pick(random, MENU[mealType]);
    const carbs = items.reduce((sum, food) => sum + food.carbs, 0);
    return { minute: between(random, from, to), mealType, items, carbs, bolusMissed: random() < 0.12 };
  });
}

/** Glucose rise after a meal: a gamma-like curve peaking an hour in, gone after about four. */
function mealEffect(minutesSince: number, carbs: number, bolusMissed: boolean): number {
  if (minutesSince < 0) return 0;
  const x = minutesSince / 60;
  const perGram = bolusMissed ? 4 : 2.1;
  return carbs * perGram * x * Math.exp(1 - x);
}

function dip(minute: number, centre: number, depth: number, width: number): number {
  return -depth * Math.exp(-(((minute - centre) / width) ** 2));
}

function contextAt(minute: number, meals: PlannedMeal[]): MealContext {
  if (minute < 360) return 'Fasting';
  if (minute >= 1320) return 'Bedtime';
  if (meals.some((meal) => minute >= meal.minute && minute < meal.minute + 150)) return 'After Meal';
  if (meals.some((meal) => minute >= meal.minute - 45 && minute < meal.minute)) return 'Before Meal';
  return 'Not Specified';
}

/** One day of 5-minute CGM values with a daily rhythm, meals, the odd night low and missed bolus. */
export function demoDay(random: () => number): DemoDay {
  const meals = planMeals(random);
  const base = 122 + 20 * gaussian(random);
  const nightLow = random() < 0.3 ? between(random, 120, 300) : undefined;
  const exerciseLow = random() < 0.12 ? between(random, 960, 1080) : undefined;
  const sensorGap = random() < 0.05 ? between(random, 0, SLOTS_PER_DAY - 24) : undefined;
  let noise = 0;
  const values: number[] = [];
  for (let slot = 0; slot < SLOTS_PER_DAY; slot += 1) {
    const minute = slot * SLOT_MINUTES;
    noise = 0.95 * noise + 5.5 * gaussian(random);
    let value = base + 22 * Math.exp(-(((minute - 390) / 90) ** 2)) + noise;
    for (const meal of meals) value += mealEffect(minute - meal.minute, meal.carbs, meal.bolusMissed);
    if (nightLow !== undefined) value += dip(minute, nightLow, 75, 45);
    if (exerciseLow !== undefined) value += dip(minute, exerciseLow, 60, 35);
    values.push(Math.round(Math.min(400, Math.max(40, value))));
  }
  const readings = values
    .map((value, slot) => ({ minute: slot * SLOT_MINUTES, value, mealContext: contextAt(slot * SLOT_MINUTES, meals) }))
    .filter((_, slot) => sensorGap === undefined || slot < sensorGap || slot >= sensorGap + 24);
  return { readings, meals: toMeals(meals, values), doses: toDoses(meals, values, random) };
}

const valueAt = (values: number[], minute: number) => values[Math.min(values.length - 1, Math.floor(minute / SLOT_MINUTES))]!;
const bolusFor = (carbs: number) => Math.max(0.5, Math.round((carbs / CARBS_PER_UNIT) * 2) / 2);

function toMeals(meals: PlannedMeal[], values: number[]): DemoMeal[] {
  return meals.map((meal) => ({
    minute: meal.minute,
    mealType: meal.mealType,
    items: meal.items,
    preGlucose: valueAt(values, meal.minute),
    postGlucose: valueAt(values, meal.minute + 120),
    bolus: meal.bolusMissed ? 0 : bolusFor(meal.carbs),
  }));
}

function toDoses(meals: PlannedMeal[], values: number[], random: () => number): DemoDose[] {
  const sites = ['Abdomen', 'Thigh', 'Arm'];
  const doses: DemoDose[] = meals.flatMap((meal, mealIndex) =>
    meal.bolusMissed ? [] : [{ minute: meal.minute, insulinType: 'Bolus' as const, brand: 'Fiasp', units: bolusFor(meal.carbs), mealIndex, site: pick(random, sites) }],
  );
  const high = values.findIndex((value, slot) => value > 250 && slot * SLOT_MINUTES < 1300);
  if (high >= 0) doses.push({ minute: high * SLOT_MINUTES + 10, insulinType: 'Correction', brand: 'Fiasp', units: 2, site: pick(random, sites) });
  doses.push({ minute: 22 * 60, insulinType: 'Basal', brand: 'Tresiba', units: BASAL_UNITS, site: 'Thigh' });
  return doses.sort((a, b) => a.minute - b.minute);
}
