import { INSULIN_MESSAGES } from '@glyco/contracts';
import { validationError } from '@glyco/contracts/http/app-errors';
import { foldHistory, readStreamOrEmpty, type EventStore } from '@glyco/event-store';
import { mealDecider, mealStream, ownActiveMeal } from '../meals/meal';

/** A dose may name only one of the person's own meals that is still recorded. */
export async function assertOwnMeal(store: EventStore, userId: string, mealId: string | undefined): Promise<void> {
  if (mealId === undefined) return;
  const meal = foldHistory(mealDecider, await readStreamOrEmpty(store, mealStream(mealId)));
  if (!ownActiveMeal(meal, userId)) {
    throw validationError(INSULIN_MESSAGES.relatedMealNotFound, { relatedMeal: INSULIN_MESSAGES.relatedMealNotFound });
  }
}
