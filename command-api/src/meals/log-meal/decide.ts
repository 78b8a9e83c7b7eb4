import { MEAL_MESSAGES, MealLogged } from '@glyco/contracts';
import { conflict } from '@glyco/contracts/http/app-errors';
import type { NewEvent } from '../../commands/handle-command';
import type { Meal } from '../meal';
import { mealContent, type MealInput } from '../meal-content';

export interface LogMealCommand {
  mealId: string;
  userId: string;
  meal: MealInput;
}

/** A retried POST of the person's own meal records nothing new; someone else's id is refused. */
export function decideLogMeal(state: Meal, command: LogMealCommand): NewEvent[] {
  switch (state.status) {
    case 'absent': {
      const content = mealContent(command.meal, command.meal.timezoneOffsetMinutes ?? 0);
      const data = MealLogged.data.parse({ mealId: command.mealId, userId: command.userId, ...content });
      return [{ type: MealLogged.type, schemaVersion: MealLogged.schemaVersion, data, occurredAt: new Date(data.timestamp) }];
    }
    case 'active':
      if (state.ownerId === command.userId) return [];
      throw conflict(MEAL_MESSAGES.mealIdInUse);
    case 'deleted':
      throw conflict(MEAL_MESSAGES.mealIdInUse);
    default:
      return exhaustive(state);
  }
}

function exhaustive(state: never): never {
  throw new Error(`Unknown meal state: ${JSON.stringify(state)}`);
}
