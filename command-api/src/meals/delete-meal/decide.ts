import { MEAL_MESSAGES, MealDeleted } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import type { NewEvent } from '../../commands/handle-command';
import { ownActiveMeal, type Meal } from '../meal';

export interface DeleteMealCommand {
  mealId: string;
  userId: string;
}

/** Only the owner can delete a meal, once; a deleted or foreign meal is not found. */
export function decideDeleteMeal(state: Meal, command: DeleteMealCommand): NewEvent[] {
  if (!ownActiveMeal(state, command.userId)) throw notFound(MEAL_MESSAGES.mealNotFound);
  return [{ type: MealDeleted.type, schemaVersion: MealDeleted.schemaVersion, data: { mealId: command.mealId, userId: command.userId } }];
}
