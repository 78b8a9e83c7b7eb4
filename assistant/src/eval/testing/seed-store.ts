import { InsulinDoseLogged, MealLogged, streamIds } from '@glyco/contracts';
import { comparePositions, START, type EventStore, type EventToAppend, type Position } from '@glyco/event-store';
import { appendReadings } from '@glyco/testing';
import type { SeededData } from '../dataset';

const event = (type: string, data: Record<string, unknown>): EventToAppend => ({ eventId: crypto.randomUUID(), type, data });

function mealWrite(userId: string, meal: SeededData['meals'][number]): [string, EventToAppend] {
  const foodItems = meal.foodItems.map((item) => ({ name: item.name, carbs: item.carbs, protein: 10, fat: 10, calories: 300, amount: 1 }));
  const data = { mealId: meal.mealId, userId, mealType: meal.mealType, timestamp: meal.timestamp, timezoneOffsetMinutes: 0, foodItems, totalCarbs: meal.totalCarbs, totalCalories: 300 * foodItems.length, notes: '' };
  return [streamIds.meal(meal.mealId), event(MealLogged.type, data)];
}

function doseWrite(userId: string, dose: SeededData['doses'][number]): [string, EventToAppend] {
  const data = { doseId: dose.doseId, userId, insulinType: dose.insulinType, units: dose.units, brand: '', timestamp: dose.timestamp, timezoneOffsetMinutes: 0, injectionSite: 'Abdomen', notes: '' };
  return [streamIds.insulinDose(dose.doseId), event(InsulinDoseLogged.type, data)];
}

/** Writes the seeded dataset as one person's events; wait for the returned position before reading it back. */
export async function appendSeededData(store: EventStore, userId: string, data: SeededData): Promise<Position> {
  let last = await appendReadings(store, userId, data.readings);
  const writes = [...data.meals.map((meal) => mealWrite(userId, meal)), ...data.doses.map((dose) => doseWrite(userId, dose))];
  for (let i = 0; i < writes.length; i += 16) {
    const results = await Promise.all(writes.slice(i, i + 16).map(([stream, each]) => store.append(stream, [each], { expectedRevision: 'no_stream' })));
    for (const result of results) if (comparePositions(result.position, last) > 0) last = result.position;
  }
  return last === START ? START : last;
}
