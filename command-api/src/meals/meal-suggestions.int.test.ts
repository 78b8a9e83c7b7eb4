import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { mealBody, oatmeal, signedInClient } from './meal-test-support';
import { API_ROUTES, fillPath } from '@glyco/contracts';

let app: TestApp;
let ada: TestClient;
let bob: TestClient;

/** Ada lives at UTC+1: 07:00Z is 08:00 on her clock. */
const ADA_OFFSET = 60;
function daysAgoAtUtc(days: number, hour: number, minute = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, hour, minute)).toISOString();
}
const food = (name: string, carbs: number) => ({ name, carbs, protein: 1, fat: 1, calories: carbs * 4 });

beforeAll(async () => {
  app = await startTestApp();
  ada = await signedInClient(app, 'ada@example.com');
  bob = await signedInClient(app, 'bob@example.com');
  const glucose = [
    [100, 150],
    [110, 170],
    [120, 160],
  ];
  for (const [days, [preGlucose, postGlucose]] of glucose.entries()) {
    await ada.post(API_ROUTES.meals.log.path, mealBody({ timestamp: daysAgoAtUtc(days + 1, 7), timezoneOffsetMinutes: ADA_OFFSET, foodItems: [oatmeal], preGlucose, postGlucose }));
  }
  await ada.post(API_ROUTES.meals.log.path, mealBody({ timestamp: daysAgoAtUtc(1, 7, 30), timezoneOffsetMinutes: ADA_OFFSET, foodItems: [food('Toast', 15)] }));
  for (const days of [1, 2, 3, 4]) {
    await ada.post(API_ROUTES.meals.log.path, mealBody({ mealType: 'Lunch', timestamp: daysAgoAtUtc(days, 11, 30), timezoneOffsetMinutes: ADA_OFFSET, foodItems: [food('Salad', 10)] }));
  }
  const pancakes = await ada.post(API_ROUTES.meals.log.path, mealBody({ timestamp: daysAgoAtUtc(1, 6), timezoneOffsetMinutes: ADA_OFFSET, foodItems: [food('Pancakes', 60)] }));
  await ada.delete(fillPath(API_ROUTES.meals.delete.path, { id: pancakes.body._id }));
  for (const days of [1, 2, 3, 4, 5]) {
    await bob.post(API_ROUTES.meals.log.path, mealBody({ timestamp: daysAgoAtUtc(days, 8), foodItems: [food('Cereal', 30)] }));
  }
});
afterAll(async () => {
  await app?.close();
});

const namesOf = (body: { suggestions: { foodNames: string[] }[] }) => body.suggestions.map((suggestion) => suggestion.foodNames.join(' + '));

describe('GET /api/meals/suggestions/smart', () => {
  it('suggests the usual breakfast first at 8, with its average rise', async () => {
    const response = await ada.get(`${API_ROUTES.meals.suggestions.path}?hour=8`);
    expect(response.status).toBe(200);
    expect(response.body.hour).toBe(8);
    expect(namesOf(response.body)).toEqual(['Oatmeal', 'Toast']);
    expect(response.body.suggestions[0]).toEqual({
      foodNames: ['Oatmeal'],
      mealType: 'Breakfast',
      foodItems: [oatmeal],
      averageCarbs: 27,
      averageCalories: 150,
      timesEaten: 3,
      lastEaten: daysAgoAtUtc(1, 7),
      averageGlucoseRise: 50,
      glucoseRiseSamples: 3,
    });
    expect(response.body.suggestions[1]).toMatchObject({ timesEaten: 1, averageGlucoseRise: null, glucoseRiseSamples: 0 });
  });

  it('follows the time of day on the eater’s own clock', async () => {
    expect(namesOf((await ada.get(`${API_ROUTES.meals.suggestions.path}?hour=12`)).body)).toEqual(['Salad']);
    expect(namesOf((await ada.get(`${API_ROUTES.meals.suggestions.path}?hour=18`)).body)).toEqual([]);
    expect(namesOf((await ada.get(`${API_ROUTES.meals.suggestions.path}?hour=8&limit=1`)).body)).toEqual(['Oatmeal']);
  });

  it('defaults to the current hour at the given time-zone offset', async () => {
    const now = new Date();
    const hoursAhead = (8 - now.getUTCHours() + 24) % 24;
    const tzOffset = (hoursAhead > 14 ? hoursAhead - 24 : hoursAhead) * 60;
    const response = await ada.get(`${API_ROUTES.meals.suggestions.path}?tzOffset=${tzOffset}`);
    expect([8, 9]).toContain(response.body.hour);
    expect(namesOf(response.body)[0]).toBe('Oatmeal');
  });

  it('suggests only from the person’s own meals, and nothing without history', async () => {
    expect(namesOf((await bob.get(`${API_ROUTES.meals.suggestions.path}?hour=9`)).body)).toEqual(['Cereal']);
    const newcomer = await signedInClient(app, 'new@example.com');
    expect((await newcomer.get(`${API_ROUTES.meals.suggestions.path}?hour=8`)).body).toEqual({ hour: 8, suggestions: [] });
  });

  it('refuses an hour outside the day', async () => {
    const response = await ada.get(`${API_ROUTES.meals.suggestions.path}?hour=24`);
    expect(response.status).toBe(400);
    expect(response.body.errors.hour).toBe('Hour must be between 0 and 23');
  });
});
