import { MealDeleted, MealLogged, MealUpdated, streamIds, type MealLoggedData } from '@glyco/contracts';
import type { Decider, EventFacts } from '../commands/handle-command';

/** The write-side state of `meal-<id>`: whose meal it is and its current content. */
export type Meal =
  | { status: 'absent' }
  | { status: 'active'; ownerId: string; data: MealLoggedData }
  | { status: 'deleted'; ownerId: string };

export const initialMeal: Meal = { status: 'absent' };

export const mealStream = (mealId: string) => streamIds.meal(mealId);

export function evolveMeal(state: Meal, event: EventFacts): Meal {
  switch (event.type) {
    case MealLogged.type:
    case MealUpdated.type: {
      const data = event.data as MealLoggedData;
      return { status: 'active', ownerId: data.userId, data };
    }
    case MealDeleted.type:
      return { status: 'deleted', ownerId: String(event.data.userId) };
    default:
      return state;
  }
}

export const mealDecider: Decider<Meal> = { initialState: initialMeal, evolve: evolveMeal };

/** The meal's content when it exists, is not deleted and belongs to `userId`; otherwise undefined. */
export function ownActiveMeal(state: Meal, userId: string): MealLoggedData | undefined {
  return state.status === 'active' && state.ownerId === userId ? state.data : undefined;
}
