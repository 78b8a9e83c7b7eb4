import { MEAL_EVENTS, MealDeleted, MealLogged, MealUpdated, streamIds, type MealEvent, type MealLoggedData } from '@glyco/contracts';
import { assertNever, defineDecider } from '@glyco/event-store';

/** The write-side state of `meal-<id>`: whose meal it is and its current content. */
export type Meal =
  | { status: 'absent' }
  | { status: 'active'; ownerId: string; data: MealLoggedData }
  | { status: 'deleted'; ownerId: string };

export const initialMeal: Meal = { status: 'absent' };

export const mealStream = (mealId: string) => streamIds.meal(mealId);

export function evolveMeal(state: Meal, event: MealEvent): Meal {
  switch (event.type) {
    case MealLogged.type:
    case MealUpdated.type:
      return { status: 'active', ownerId: event.data.userId, data: event.data };
    case MealDeleted.type:
      return { status: 'deleted', ownerId: event.data.userId };
    default:
      return assertNever(event);
  }
}

export const mealDecider = defineDecider({ events: MEAL_EVENTS, initialState: initialMeal, evolve: evolveMeal });

/** The meal's content when it exists, is not deleted and belongs to `userId`; otherwise undefined. */
export function ownActiveMeal(state: Meal, userId: string): MealLoggedData | undefined {
  return state.status === 'active' && state.ownerId === userId ? state.data : undefined;
}
