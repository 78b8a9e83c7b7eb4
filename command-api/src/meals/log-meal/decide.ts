import { MEAL_MESSAGES, MealLogged, type EventOf } from '@glyco/contracts';
import { conflict } from '@glyco/contracts/http/app-errors';
import { newEvent, type NewEvent } from '@glyco/event-store';
import type { Meal } from '../meal';
import { mealContent, type MealInput } from '../meal-content';

export interface LogMealCommand {
  mealId: string;
  userId: string;
  meal: MealInput;
}

/** A retried POST of the person's own meal records nothing new; someone else's id is refused. */
export function decideLogMeal(state: Meal, command: LogMealCommand): NewEvent<EventOf<typeof MealLogged>>[] {
  switch (state.status) {
    case 'absent': {
      const content = mealContent(command.meal, command.meal.timezoneOffsetMinutes ?? 0);
      const data = MealLogged.data.parse({ mealId: command.mealId, userId: command.userId, ...content });
      return [newEvent(MealLogged, data, { occurredAt: new Date(data.timestamp) })];
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
