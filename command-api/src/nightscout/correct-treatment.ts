import { isDeepStrictEqual } from 'node:util';
import { INSULIN_MESSAGES, InsulinDoseUpdated, MEAL_MESSAGES, MealUpdated, type InsulinDoseLoggedData, type MealLoggedData } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { handleCommand, newEvent, type CommandContext, type EventStore, type Position } from '@glyco/event-store';
import { insulinDoseDecider, insulinDoseStream, ownActiveDose } from '../insulin-doses/insulin-dose';
import { mealDecider, mealStream, ownActiveMeal } from '../meals/meal';

/**
 * An uploader's new version of a treatment it sent before (a PUT, Loop editing a carb entry):
 * the record's content is replaced with what was sent; an unchanged one records nothing.
 */
export async function correctMeal(store: EventStore, context: CommandContext, userId: string, meal: MealLoggedData): Promise<Position | undefined> {
  const outcome = await handleCommand(store, mealStream(meal.mealId), mealDecider, context, (state) => {
    const current = ownActiveMeal(state, userId);
    if (!current) throw notFound(MEAL_MESSAGES.mealNotFound);
    const data = MealUpdated.data.parse({ ...meal, userId });
    return isDeepStrictEqual(data, current) ? [] : [newEvent(MealUpdated, data, { occurredAt: new Date(data.timestamp) })];
  });
  return outcome.position;
}

export async function correctDose(store: EventStore, context: CommandContext, userId: string, dose: InsulinDoseLoggedData): Promise<Position | undefined> {
  const outcome = await handleCommand(store, insulinDoseStream(dose.doseId), insulinDoseDecider, context, (state) => {
    const current = ownActiveDose(state, userId);
    if (!current) throw notFound(INSULIN_MESSAGES.doseNotFound);
    const data = InsulinDoseUpdated.data.parse({ ...dose, userId });
    return isDeepStrictEqual(data, current) ? [] : [newEvent(InsulinDoseUpdated, data, { occurredAt: new Date(data.timestamp) })];
  });
  return outcome.position;
}
