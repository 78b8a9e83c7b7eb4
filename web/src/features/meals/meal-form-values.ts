import dayjs from 'dayjs';
import { EMPTY_FOOD_ITEM, formatGlucose, mealTypeAt, toMgdl, type GlucoseUnit, type LogMealInput, type Meal, type MealSuggestion } from '@glyco/contracts';

/** One food row as typed: per-serving nutrients, `amount` servings. */
export interface FoodItemValues {
  name: string;
  carbs: string;
  protein: string;
  fat: string;
  calories: string;
  amount: string;
  fdcId?: number;
}

export interface MealFormValues {
  mealType: string;
  /** datetime-local input value, local time. */
  timestamp: string;
  foodItems: FoodItemValues[];
  /** In the user's glucose unit. */
  preGlucose: string;
  postGlucose: string;
  insulinDose: string;
  notes: string;
}

const localInputFormat = 'YYYY-MM-DDTHH:mm';
const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export function emptyFoodItem(): FoodItemValues {
  return { name: EMPTY_FOOD_ITEM.name, carbs: '0', protein: '0', fat: '0', calories: '0', amount: String(EMPTY_FOOD_ITEM.amount) };
}

function itemValues(item: Meal['foodItems'][number]): FoodItemValues {
  const values: FoodItemValues = {
    name: item.name, carbs: text(item.carbs), protein: text(item.protein), fat: text(item.fat), calories: text(item.calories), amount: text(item.amount),
  };
  return item.fdcId === undefined ? values : { ...values, fdcId: item.fdcId };
}

/** A new meal starts now, named by the hour on the person's clock (they may pick another). */
export function newMealValues(now: Date = new Date()): MealFormValues {
  // Minutes east of UTC, the opposite sign of getTimezoneOffset.
  return { mealType: mealTypeAt(now, -now.getTimezoneOffset()), timestamp: dayjs(now).format(localInputFormat), foodItems: [emptyFoodItem()], preGlucose: '', postGlucose: '', insulinDose: '', notes: '' };
}

/** Glucose is stored in mg/dL and shown in the user's unit. */
export function mealToValues(meal: Meal, unit: GlucoseUnit): MealFormValues {
  const glucose = (mgdl: number | undefined) => (mgdl === undefined ? '' : formatGlucose(mgdl, unit));
  return {
    mealType: meal.mealType,
    timestamp: dayjs(meal.timestamp).format(localInputFormat),
    foodItems: meal.foodItems.map(itemValues),
    preGlucose: glucose(meal.preGlucose),
    postGlucose: glucose(meal.postGlucose),
    insulinDose: text(meal.insulinDose),
    notes: meal.notes,
  };
}

/** A suggestion starts a new meal now with its type and food items. */
export function suggestionToValues(suggestion: MealSuggestion, now: Date = new Date()): MealFormValues {
  return { ...newMealValues(now), mealType: suggestion.mealType, foodItems: suggestion.foodItems.map(itemValues) };
}

function glucoseInMgdl(value: string, unit: GlucoseUnit): string | number {
  const number = Number(value);
  // Blank or unparsable input goes to the schema as typed, for its own message.
  if (value.trim() === '' || !Number.isFinite(number)) return value;
  return Math.round(toMgdl(number, unit) * 10) / 10;
}

function timestampInput(local: string): { timestamp?: string; timezoneOffsetMinutes?: number } {
  const parsed = dayjs(local);
  if (!local || !parsed.isValid()) return local ? { timestamp: local } : {};
  // Minutes east of UTC where the meal was eaten, so daily views use the person's local day.
  return { timestamp: parsed.toISOString(), timezoneOffsetMinutes: -parsed.toDate().getTimezoneOffset() };
}

/** The API body; strings are left for the contracts schema to check and coerce. */
export function valuesToMealInput(values: Partial<MealFormValues>, unit: GlucoseUnit): LogMealInput {
  return {
    mealType: values.mealType ?? '',
    ...timestampInput(values.timestamp ?? ''),
    // final-form turns a cleared input into undefined; the schema would read that as "not given".
    foodItems: (values.foodItems ?? []).map((item) => ({ ...item, carbs: item.carbs ?? '', amount: item.amount ?? '' })),
    preGlucose: glucoseInMgdl(values.preGlucose ?? '', unit),
    postGlucose: glucoseInMgdl(values.postGlucose ?? '', unit),
    insulinDose: values.insulinDose ?? '',
    notes: values.notes ?? '',
  } as LogMealInput;
}
