import { isDeepStrictEqual } from 'node:util';
import { MEAL_MESSAGES, MealUpdated, type EventOf } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { newEvent, type NewEvent } from '@glyco/event-store';
import { ownActiveMeal, type Meal } from '../meal';
import { mealContent, type MealInput } from '../meal-content';

export interface UpdateMealCommand {
  mealId: string;
  userId: string;
  meal: MealInput;
}

/** A correction replaces the meal's content; an unchanged meal records nothing. Foreign meals are not found. */
export function decideUpdateMeal(state: Meal, command: UpdateMealCommand): NewEvent<EventOf<typeof MealUpdated>>[] {
  const current = ownActiveMeal(state, command.userId);
  if (!current) throw notFound(MEAL_MESSAGES.mealNotFound);
  const content = mealContent(command.meal, command.meal.timezoneOffsetMinutes ?? current.timezoneOffsetMinutes);
  const data = MealUpdated.data.parse({ mealId: command.mealId, userId: command.userId, ...content });
  if (isDeepStrictEqual(data, current)) return [];
  return [newEvent(MealUpdated, data, { occurredAt: new Date(data.timestamp) })];
}
