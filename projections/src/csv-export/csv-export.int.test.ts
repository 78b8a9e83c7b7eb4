import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { startTestApp, type TestApp, RANGE, TRICKY_NOTE, registeredClient, seedKnownData, seedOtherUserData } from '@glyco/testing';
import { GLUCOSE_COLUMNS, INSULIN_COLUMNS, MEAL_COLUMNS } from './rows';
import { PAGE_ROWS } from '../engine/cursor-rows';
import { API_ROUTES } from '@glyco/contracts';

let app: TestApp;
let owner: Awaited<ReturnType<typeof registeredClient>>;
let other: Awaited<ReturnType<typeof registeredClient>>;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registeredClient(app, 'csv-owner@example.com');
  other = await registeredClient(app, 'csv-other@example.com');
  await seedKnownData(owner);
  await seedOtherUserData(other);
  expect((await other.get(API_ROUTES.accounts.me.path)).headers.get('X-Glyco-Stale')).toBeNull();
});
afterAll(async () => {
  await app?.close();
});

const exportPath = (type: string, range: Partial<typeof RANGE> = RANGE) =>
  `${API_ROUTES.reports.csv.path}?${new URLSearchParams({ type, ...range }).toString()}`;

function rowsOf(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: false }) as string[][];
}

describe('GET /api/reports/export/csv', () => {
  it('streams glucose readings as an RFC 4180 attachment', async () => {
    const response = await owner.get(exportPath('glucose'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="glyco-glucose-2024-03-01-to-2024-03-03.csv"');
    const text: string = response.body;
    expect(text).toContain(`"after run, ""felt shaky""\nthen ok"`);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = rowsOf(text);
    expect(header).toEqual(GLUCOSE_COLUMNS);
    expect(rows.map((row) => row[2])).toEqual(['100', '200', '70', '150']);
    expect(rows[1]).toEqual(['2024-03-01T12:00:00.000Z', '2024-03-01 13:00', '200', '200', 'mg/dL', 'Fasting', 'Manual', 'Normal', 'morning', TRICKY_NOTE]);
  });

  it('exports one row per meal with its food items in one cell', async () => {
    const [header, ...rows] = rowsOf((await owner.get(exportPath('meals'))).body);
    expect(header).toEqual(MEAL_COLUMNS);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.slice(2, 6)).toEqual(['Lunch', '55', '300', 'Bread, whole-wheat x2 (30 g carbs, 200 kcal); Apple x1 (25 g carbs, 100 kcal)']);
    expect(rows[1]![9]).toBe(TRICKY_NOTE);
  });

  it('exports doses within the range only', async () => {
    const [header, ...rows] = rowsOf((await owner.get(exportPath('insulin'))).body);
    expect(header).toEqual(INSULIN_COLUMNS);
    expect(rows.map((row) => [row[2], row[3]])).toEqual([['Basal', '20'], ['Bolus', '5.5'], ['Bolus', '4']]);
  });

  it('filters by range and exports everything without one', async () => {
    const oneDay = rowsOf((await owner.get(exportPath('glucose', { startDate: '2024-03-02T00:00:00.000Z', endDate: '2024-03-02T12:00:00.000Z' }))).body);
    expect(oneDay.slice(1).map((row) => row[2])).toEqual(['70']);
    const everything = rowsOf((await owner.get(`${API_ROUTES.reports.csv.path}?type=glucose`)).body);
    expect(everything.slice(1).map((row) => row[2])).toEqual(['300', '100', '200', '70', '150']);
  });

  it("never exports another user's records", async () => {
    for (const type of ['glucose', 'meals', 'insulin']) {
      const mine: string = (await owner.get(exportPath(type))).body;
      expect(mine).not.toContain('OTHER USER');
      expect(mine).not.toContain('Correction');
      const theirs = rowsOf((await other.get(exportPath(type))).body);
      expect(theirs).toHaveLength(2);
    }
  });

  it('reads page after page with nothing repeated or left out, however many readings share a time', async () => {
    const many = await registeredClient(app, 'csv-many@example.com');
    const count = PAGE_ROWS * 2 + 345;
    // Straight into the read model, four readings at each instant a microsecond apart, so pages end inside runs of equal times.
    await app.product.database.pool.query(
      `INSERT INTO glucose_readings (reading_id, user_id, value_mgdl, entered_value, entered_unit, taken_at, timezone_offset_minutes,
                                     meal_context, reading_type, feeling, notes, tags, revision)
       SELECT gen_random_uuid(), $1, 120, 120, 'mg/dL', timestamptz '2025-01-01 00:00:00.123456+00' + (n / 4) * interval '1 microsecond', 0,
              'Not Specified', 'CGM', 'Normal', n::text, '{}', 0
         FROM generate_series(1, $2) AS n`,
      [many.userId, count],
    );
    const notes = rowsOf((await many.get(`${API_ROUTES.reports.csv.path}?type=glucose`)).body).slice(1).map((row) => row[9]);
    expect(notes).toHaveLength(count);
    expect(new Set(notes).size).toBe(count);
  });

  it('answers a header row alone for an empty period', async () => {
    const rows = rowsOf((await owner.get(exportPath('glucose', { startDate: '2020-01-01T00:00:00Z', endDate: '2020-01-02T00:00:00Z' }))).body);
    expect(rows).toEqual([GLUCOSE_COLUMNS]);
  });

  it('gives its database connection back after each export', async () => {
    // More exports than the pool has connections: a leaked connection would stall the later ones.
    for (let i = 0; i < 25; i++) expect((await owner.get(exportPath('insulin'))).status).toBe(200);
  });

  it('rejects an unknown type and anonymous requests', async () => {
    const unknown = await owner.get(exportPath('weight'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Dataset must be one of: glucose, meals, insulin');
    expect((await owner.get(API_ROUTES.reports.csv.path)).status).toBe(400);
    expect((await app.client().get(exportPath('glucose'))).status).toBe(401);
  });
});
