import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MGDL_PER_MMOLL, API_ROUTES } from '@glyco/contracts';
import { logReadings, signedInClient } from '../glucose-readings/glucose-test-support';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { BOLUS_CALCULATOR_POINTER, DOSING_REFUSAL, findPeriod, thisWeek, today } from '@glyco/assistant';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const HOUR_MS = 3_600_000;
const iso = (epochMs: number) => new Date(epochMs).toISOString();

/** Instants spread evenly inside [start, end). */
function spread(startIso: string, endMs: number, count: number): string[] {
  const start = Date.parse(startIso);
  return Array.from({ length: count }, (_, index) => iso(start + ((index + 1) * (endMs - start)) / (count + 1)));
}

async function ask(client: TestClient, message: string): Promise<string> {
  const response = await client.post(API_ROUTES.chat.ask.path, { message, userName: 'Ada', timezoneOffsetMinutes: 0 });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.reply;
}

async function updateProfile(client: TestClient, changes: Record<string, unknown>): Promise<void> {
  const me = (await client.get(API_ROUTES.accounts.me.path)).body;
  const response = await client.put(API_ROUTES.accounts.updateProfile.path, { name: me.name, email: me.email, ...changes });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe('POST /api/chatbot', () => {
  it("gives this week's average exactly as the stats endpoint does, naming its window, in the user's unit", async () => {
    const client = await signedInClient(app, 'Average');
    const now = Date.now();
    const week = thisWeek({ now: new Date(now) });
    const [first, second, third] = spread(week.startDate, now - 1000, 3);
    await logReadings(client, [
      { value: 101, timestamp: first! },
      { value: 133, timestamp: second! },
      { value: 152, timestamp: third! },
      // Before the week: counted only in a longer period.
      { value: 400, timestamp: iso(Date.parse(week.startDate) - HOUR_MS) },
    ]);

    const reply = await ask(client, 'What was my average this week?');
    const stats = (await client.get(`${API_ROUTES.glucose.stats.path}?startDate=${week.startDate}&endDate=${iso(Date.now())}`)).body;
    expect(stats).toMatchObject({ mean: 128.7, count: 3 });
    expect(reply).toBe(`Your average glucose ${week.label} was 128.7 mg/dL, from 3 meter readings.`);

    await updateProfile(client, { settings: { glucoseUnit: 'mmol/L' } });
    expect(await ask(client, 'what was my average this week')).toContain(`${(stats.mean / MGDL_PER_MMOLL).toFixed(1)} mmol/L`);
  });

  it('gives the share of yesterday’s readings below 70 mg/dL and the lowest', async () => {
    const client = await signedInClient(app, 'Lows');
    const yesterday = findPeriod('yesterday', { now: new Date() })!;
    const start = Date.parse(yesterday.startDate);
    await logReadings(client, [
      { value: 65, timestamp: iso(start + 2 * HOUR_MS) },
      { value: 50, timestamp: iso(start + 3 * HOUR_MS) },
      { value: 70, timestamp: iso(start + 4 * HOUR_MS) },
      { value: 140, timestamp: iso(start + 5 * HOUR_MS) },
      { value: 40, timestamp: iso(start - HOUR_MS) },
    ]);
    expect(await ask(client, 'How many lows did I have yesterday?')).toBe(
      `50.0% of your 4 meter readings ${yesterday.label} were below 70 mg/dL; the lowest was 50 mg/dL.`,
    );
  });

  it("adds up today's carbs", async () => {
    const client = await signedInClient(app, 'Carbs');
    const now = Date.now();
    const todaySoFar = today({ now: new Date(now) });
    const [breakfast, lunch] = spread(todaySoFar.startDate, now - 1000, 2);
    const meal = (timestamp: string, carbs: number) => client.post(API_ROUTES.meals.log.path, { mealType: 'Snack', timestamp, foodItems: [{ name: 'Bread', carbs, amount: 1 }] });
    for (const response of [await meal(breakfast!, 45), await meal(lunch!, 30.5), await meal(iso(Date.parse(todaySoFar.startDate) - HOUR_MS), 100)]) {
      expect(response.status).toBe(201);
    }
    expect(await ask(client, 'How many carbs did I eat today?')).toBe(`You logged 75.5 g of carbs ${todaySoFar.label}, across 2 meals.`);
  });

  it('finds the last basal dose', async () => {
    const client = await signedInClient(app, 'Basal');
    const now = Date.now();
    const dose = (insulinType: string, units: number, agoMs: number, brand = '') => client.post(API_ROUTES.insulin.log.path, { insulinType, units, brand, timestamp: iso(now - agoMs) });
    for (const response of [await dose('Basal', 20, 27 * HOUR_MS, 'Lantus'), await dose('Basal', 18, 3 * HOUR_MS, 'Lantus'), await dose('Bolus', 5, HOUR_MS)]) {
      expect(response.status).toBe(201);
    }
    expect(await ask(client, 'When was my last basal dose?')).toMatch(/^Your last basal dose was 18 units of Lantus on .+, 3 hours ago\.$/);
  });

  it('explains a term, declines a dosing question and answers a severe low with emergency guidance first', async () => {
    const client = await signedInClient(app, 'Safety');
    expect(await ask(client, 'What is GMI?')).toContain('GMI (%) = 3.31 + 0.02392 x average glucose in mg/dL');
    expect(await ask(client, 'How much insulin should I take for 60 g carbs?')).toBe(`${DOSING_REFUSAL} ${BOLUS_CALCULATOR_POINTER}`);
    expect(await ask(client, 'Should I increase my basal?')).toBe(DOSING_REFUSAL);

    await updateProfile(client, {
      emergencyContacts: [
        { name: 'Grace Hopper', relationship: 'Sister', phone: '555-0100', email: '' },
        { name: 'Alan Turing', relationship: 'Friend', phone: '555-0101', email: 'alan@example.com' },
      ],
    });
    const reply = await ask(client, 'My blood sugar is severely low and I feel confused');
    expect(reply.split('\n')[0]).toContain('call your local emergency number');
    expect(reply).toContain('15-20 g of fast-acting carbohydrate');
    expect(reply).toContain('Grace Hopper (Sister): 555-0100');
    expect(reply).toContain('Alan Turing (Friend): 555-0101, alan@example.com');
  });

  it('never leaves a dead end: a clarifying question with two or three questions to tap, and low guidance before anything else', async () => {
    const client = await signedInClient(app, 'Unclear');
    const unclear = await client.post(API_ROUTES.chat.ask.path, { message: 'banana', timezoneOffsetMinutes: 0 });
    expect(unclear.status).toBe(200);
    expect(unclear.body.reply).toMatch(/^Could you put that another way\?/);
    expect(unclear.body.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(unclear.body.suggestions.length).toBeLessThanOrEqual(3);

    expect(unclear.body.kind).toBe('answer');
    const dosing = await client.post(API_ROUTES.chat.ask.path, { message: 'is 10 units ok for a pizza', timezoneOffsetMinutes: 0 });
    expect(dosing.body.kind).toBe('dosing');

    const low = await client.post(API_ROUTES.chat.ask.path, { message: 'I feel shaky and my sensor says 52', timezoneOffsetMinutes: 0 });
    expect(low.body.kind).toBe('emergency');
    expect(low.body.reply).toContain('15-20 g of fast-acting carbohydrate');
    expect(low.body.reply).toContain('recheck glucose in 15 minutes');
    expect(low.body.suggestions).toEqual([]);
  });

  it('answers "after lunch" from the meals and the readings after them', async () => {
    const client = await signedInClient(app, 'AfterLunch');
    const lunch = Date.now() - 5 * HOUR_MS;
    const meal = await client.post(API_ROUTES.meals.log.path, { mealType: 'Lunch', timestamp: iso(lunch), foodItems: [{ name: 'Soup', carbs: 40, amount: 1 }] });
    expect(meal.status).toBe(201);
    await logReadings(client, [
      { value: 110, timestamp: iso(lunch - 10 * 60_000) },
      { value: 170, timestamp: iso(lunch + 60 * 60_000) },
      { value: 150, timestamp: iso(lunch + 110 * 60_000) },
      // Outside the 2 hours after lunch.
      { value: 300, timestamp: iso(lunch + 3 * HOUR_MS) },
    ]);
    const reply = await ask(client, 'What is my average glucose after lunch?');
    expect(reply).toMatch(/^In the 2 hours after lunch over the last 30 days \(.+\), across 1 meal, your average glucose was 160\.0 mg\/dL, from 2 meter readings;/);
    expect(reply).toContain('glucose rose by +60.0 mg/dL on average, to a peak of 170.0 mg/dL');
  });

  it('refuses an empty message and an anonymous caller', async () => {
    const client = await signedInClient(app, 'Empty');
    const empty = await client.post(API_ROUTES.chat.ask.path, { message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'Message cannot be empty', errors: { message: 'Message cannot be empty' } });
    expect((await app.client().post(API_ROUTES.chat.ask.path, { message: 'hi' })).status).toBe(401);
  });
});
