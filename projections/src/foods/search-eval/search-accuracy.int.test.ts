import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { ensureFoodCatalogue } from '../catalogue-loader';
import { describeEvaluation, evaluateSearch, LABELLED_QUERIES, SEARCH_TARGETS, type SearchEvaluation } from './evaluate';

let database: TestDatabase;
let evaluation: SearchEvaluation;
beforeAll(async () => {
  database = await createTestDatabase();
  await ensureFoodCatalogue(database.pool);
  evaluation = await evaluateSearch(database.pool);
});
afterAll(async () => {
  await database?.drop();
});

describe('food search on the labelled queries', () => {
  it('has at least 150 queries, each with foods that exist and a carb range', async () => {
    expect(LABELLED_QUERIES.length).toBeGreaterThanOrEqual(150);
    const ids = new Set((await database.pool.query<{ id: string }>('SELECT id FROM food_catalogue')).rows.map((row) => row.id));
    for (const query of LABELLED_QUERIES) {
      expect(query.accept.length, query.query).toBeGreaterThan(0);
      expect(query.accept.filter((id) => !ids.has(id)), query.query).toEqual([]);
      expect(query.carbs[0], query.query).toBeLessThanOrEqual(query.carbs[1]);
    }
  });

  it(`puts a right food first for ${SEARCH_TARGETS.top1 * 100} % of queries and in the top 3 for ${SEARCH_TARGETS.top3 * 100} %`, () => {
    expect(evaluation.top1, describeEvaluation(evaluation)).toBeGreaterThanOrEqual(SEARCH_TARGETS.top1);
    expect(evaluation.top3, describeEvaluation(evaluation)).toBeGreaterThanOrEqual(SEARCH_TARGETS.top3);
  });

  it(`never defaults the first food to a portion above ${SEARCH_TARGETS.defaultPortionCarbsMax} g of carbs`, () => {
    const large = evaluation.outcomes.filter((outcome) => (outcome.portion?.carbs ?? 0) > SEARCH_TARGETS.defaultPortionCarbsMax);
    expect(large.map((outcome) => `${outcome.query.query}: ${outcome.portion?.label}`)).toEqual([]);
  });
});
