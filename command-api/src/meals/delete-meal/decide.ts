import { MEAL_MESSAGES, MealDeleted, type EventOf } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { newEvent, type NewEvent } from '@glyco/event-store';
import { ownActiveMeal, type Meal } from '../meal';

export interface DeleteMealCommand {
  mealId: string;
  userId: string;
}

/** Only the owner can delete a meal, once; a deleted or foreign meal is not found. */
export function decideDeleteMeal(state: Meal, command: DeleteMealCommand): NewEvent<EventOf<typeof MealDeleted>>[] {
  if (!ownActiveMeal(state, command.userId)) throw notFound(MEAL_MESSAGES.mealNotFound);
  return [newEvent(MealDeleted, { mealId: command.mealId, userId: command.userId })];
}
