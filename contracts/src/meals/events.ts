import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { MEAL_TYPES } from './enums';

export const mealFoodItemData = z.object({
  name: z.string(),
  carbs: z.number(),
  protein: z.number(),
  fat: z.number(),
  calories: z.number(),
  amount: z.number(),
  fdcId: z.number().int().optional(),
});

const mealState = {
  mealId: z.uuid(),
  userId: z.uuid(),
  mealType: z.enum(MEAL_TYPES),
  /** UTC instant of the meal. */
  timestamp: z.iso.datetime({ offset: true }),
  timezoneOffsetMinutes: z.number().int(),
  foodItems: z.array(mealFoodItemData).min(1),
  /** Derived with mealTotals when the event is decided, so every reader agrees. */
  totalCarbs: z.number(),
  totalCalories: z.number(),
  preGlucose: z.number().optional(),
  postGlucose: z.number().optional(),
  insulinDose: z.number().optional(),
  notes: z.string(),
  /** The kind of device or app it came from, for imported and uploaded records. */
  deviceKind: z.string().max(60).optional(),
  /** The source's own id (Nightscout identifier, syncIdentifier, pump id), to recognise a resend. */
  externalId: z.string().max(200).optional(),
};

export const MealLogged = defineEvent('MealLogged', 1, z.object(mealState));

/** A correction: the meal's full new state. */
export const MealUpdated = defineEvent('MealUpdated', 1, z.object(mealState));

export const MealDeleted = defineEvent('MealDeleted', 1, z.object({ mealId: z.uuid(), userId: z.uuid() }));

export const MEAL_EVENTS = [MealLogged, MealUpdated, MealDeleted] as const;
export type MealEvent = EventOf<(typeof MEAL_EVENTS)[number]>;
export type MealLoggedData = z.output<typeof MealLogged.data>;
export type MealUpdatedData = z.output<typeof MealUpdated.data>;
export type MealDeletedData = z.output<typeof MealDeleted.data>;
