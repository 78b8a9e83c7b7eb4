import type pg from 'pg';
import type { FoodDetail, FoodSummary } from '@glyco/contracts';
import { CATALOGUE_SOURCE } from './catalogue-file';
import { withHundredGrams } from './measures';

/** Candidates handed to the ranking: enough that the best few are always among them. */
export const SEARCH_CANDIDATES = 100;

/**
 * Foods whose name has, for every query word, a word starting with it (as typed or as an English
 * stem, so "apples" also finds "Apple juice"). Coarsely ordered; `rankFoods` orders them finely.
 */
export async function searchCatalogue(pool: pg.Pool, words: readonly string[], limit = SEARCH_CANDIDATES): Promise<FoodSummary[]> {
  if (words.length === 0) return [];
  const result = await pool.query<{ id: string; name: string }>(
    `WITH query AS (
       SELECT string_agg(format('(%s)', (to_tsquery('simple', word || ':*') || to_tsquery('english', word || ':*'))::text), ' & ')::tsquery AS terms
       FROM unnest($1::text[]) AS word
     )
     SELECT id, name FROM food_catalogue, query
     WHERE search @@ query.terms
     ORDER BY lower(name) LIKE ANY ($2::text[]) DESC, length(name), name
     LIMIT $3`,
    [words, words.map((word) => `${word}%`), limit],
  );
  return result.rows.map((row) => ({ id: row.id, name: row.name, source: CATALOGUE_SOURCE }));
}

interface CatalogueRow {
  id: string;
  name: string;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number | null;
  sugars: number | null;
  measures: FoodDetail['measures'];
}

export async function findCatalogueFood(pool: pg.Pool, id: string): Promise<FoodDetail | undefined> {
  const result = await pool.query<CatalogueRow>(
    `SELECT id, name, kcal::float8 AS kcal, protein::float8 AS protein, carbs::float8 AS carbs, fat::float8 AS fat,
            fiber::float8 AS fiber, sugars::float8 AS sugars, measures
     FROM food_catalogue WHERE id = $1`,
    [id],
  );
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    source: CATALOGUE_SOURCE,
    per100g: {
      carbs: row.carbs,
      protein: row.protein,
      fat: row.fat,
      kcal: row.kcal,
      ...(row.fiber === null ? {} : { fiber: row.fiber }),
      ...(row.sugars === null ? {} : { sugars: row.sugars }),
    },
    measures: withHundredGrams(row.measures),
  };
}
