import { z } from 'zod';
import { systemClock, requiredPastInstant, type Clock } from '../shared/clock';
import { END_NOT_BEFORE_START, dateRangeFields, endNotBeforeStart } from '../shared/date-range';
import { atMostMessage, choice, clientId, nonNegativeAmount, optionalChoice, optionalNumber, optionalText, pageNumber, pageSize, requiredNumber, requiredString, timezoneOffsetMinutes, whenFieldsValid } from '../shared/fields';
import { CLINICAL_LIMITS, LIMITS } from '../shared/limits';
import { MEAL_TYPES } from './enums';
import { MEAL_MESSAGES } from './messages';
import { checkMealTotals } from './meal-limits';

const { mealCarbsMaxGrams, mealProteinMaxGrams, mealFatMaxGrams, mealCaloriesMax, foodAmountMaxServings, glucoseMaxMgdl, insulinUnitsMax } = CLINICAL_LIMITS;

export const DEFAULT_FOOD_AMOUNT = 1;

export const foodItemSchema = z.object({
  name: requiredString(MEAL_MESSAGES.foodNameRequired, 'Food name', LIMITS.foodNameMax),
  /** Grams of carbohydrate per serving. */
  carbs: requiredNumber({ required: MEAL_MESSAGES.carbsRequired, invalid: MEAL_MESSAGES.carbsInvalid }, (value) =>
    value.min(0, MEAL_MESSAGES.carbsNegative).max(mealCarbsMaxGrams, atMostMessage('Carbs', mealCarbsMaxGrams)),
  ),
  /** One serving holds no more than a whole meal may (CLINICAL_LIMITS). */
  protein: nonNegativeAmount('Protein', mealProteinMaxGrams),
  fat: nonNegativeAmount('Fat', mealFatMaxGrams),
  calories: nonNegativeAmount('Calories', mealCaloriesMax),
  /** Servings. Absent means one; a cleared field is an error. */
  amount: z.preprocess(
    (value) => (value === undefined ? DEFAULT_FOOD_AMOUNT : value),
    requiredNumber({ required: MEAL_MESSAGES.amountRequired, invalid: MEAL_MESSAGES.amountInvalid }, (value) =>
      value.min(0.1, MEAL_MESSAGES.amountTooSmall).max(foodAmountMaxServings, atMostMessage('Amount', foodAmountMaxServings)),
    ),
  ),
  /** FoodData Central id when the item came from the food catalogue. */
  fdcId: optionalNumber('FDC id must be a number', (value) => value.int('FDC id must be a whole number').positive('FDC id must be positive')),
});
export type FoodItem = z.output<typeof foodItemSchema>;

/** A blank food item as the form starts it. */
export const EMPTY_FOOD_ITEM = Object.freeze({ name: '', carbs: 0, protein: 0, fat: 0, calories: 0, amount: DEFAULT_FOOD_AMOUNT });

function optionalNonNegative(label: string, max: number) {
  return optionalNumber(`${label} must be a number`, (value) => value.min(0, `${label} cannot be negative`).max(max, atMostMessage(label, max)));
}

/** totalCarbs and totalCalories are not accepted: the server derives them with mealTotals. */
function mealFields(now: Clock) {
  return {
    mealType: choice(MEAL_TYPES, MEAL_MESSAGES.mealTypeRequired, 'Meal type'),
    timestamp: requiredPastInstant({ required: MEAL_MESSAGES.timestampRequired, inFuture: MEAL_MESSAGES.timestampInFuture }, now),
    timezoneOffsetMinutes: timezoneOffsetMinutes.optional(),
    foodItems: z
      .array(foodItemSchema, { error: MEAL_MESSAGES.foodItemsRequired })
      .min(1, MEAL_MESSAGES.foodItemsRequired)
      .max(LIMITS.foodItemsMaxCount, `At most ${LIMITS.foodItemsMaxCount} food items`),
    /** mg/dL before and after the meal. */
    preGlucose: optionalNonNegative('Pre-meal glucose', glucoseMaxMgdl),
    postGlucose: optionalNonNegative('Post-meal glucose', glucoseMaxMgdl),
    /** Units of insulin taken for the meal. */
    insulinDose: optionalNonNegative('Insulin dose', insulinUnitsMax),
    notes: optionalText('Notes', LIMITS.notesMax),
  };
}

/** `now` is injectable so the not-in-the-future rule can be tested and shared with the form. */
export function logMealSchema(now: Clock = systemClock) {
  return z.object({ _id: clientId, ...mealFields(now) }).superRefine(checkMealTotals, { when: whenFieldsValid('foodItems') });
}
export type LogMeal = z.output<ReturnType<typeof logMealSchema>>;
export type LogMealInput = z.input<ReturnType<typeof logMealSchema>>;

/** A correction replaces the meal's fields. */
export function updateMealSchema(now: Clock = systemClock) {
  return z.object(mealFields(now)).superRefine(checkMealTotals, { when: whenFieldsValid('foodItems') });
}
export type UpdateMeal = z.output<ReturnType<typeof updateMealSchema>>;

export const mealListQuerySchema = z
  .object({
    ...dateRangeFields,
    page: pageNumber(),
    limit: pageSize(LIMITS.pageSizeDefault, LIMITS.pageSizeMax),
    search: optionalText('Search', LIMITS.searchMax),
    mealType: optionalChoice(MEAL_TYPES, 'Meal type'),
  })
  .refine(endNotBeforeStart, END_NOT_BEFORE_START);
export type MealListQuery = z.output<typeof mealListQuerySchema>;
