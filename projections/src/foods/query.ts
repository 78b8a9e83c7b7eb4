import type pg from 'pg';
import type { FoodDetail, FoodSource, FoodSummary } from '@glyco/contracts';
import { withHundredGrams } from './measures';
import { tsqueryText, withSynonyms } from './search/search-terms';
import { SEARCH_SYNONYMS } from './search/synonyms';

/**
 * Weights of the rank's parts, tuned on the labelled queries (search-eval): how closely the head
 * (the food itself) spells the query, whether the head holds every query word whole, whether
 * the name does, and the as-eaten prior.
 */
const RANK = { headSimilarity: 3, wholeInHead: 2, wholeInName: 1, prior: 1 } as const;

/**
 * The best `limit` foods for the query words: names holding every word (as typed, as an English
 * stem, as a synonym, or as the closest catalogue word when the catalogue has no word starting
 * with it), best first. When no name holds them all ("jasmine rice", "grilled salmon"), names
 * holding the most of them.
 */
export async function searchCatalogue(pool: pg.Pool, words: readonly string[], limit: number): Promise<FoodSummary[]> {
  if (words.length === 0) return [];
  const corrected = await correctSpelling(pool, words);
  const query = corrected.map(withSynonyms);
  const { terms, stems } = await termsOf(pool, query.flat(2), corrected.join(' '));
  const term = (kind: keyof Terms) => (word: string) => terms.get(word)![kind];
  const ranked = (match: string) =>
    pool.query<{ id: string; name: string; source: FoodSource }>(
      `SELECT id, name, source FROM food_catalogue
       WHERE search @@ $1::tsquery
       ORDER BY (SELECT count(*) FROM unnest($10::tsquery[]) AS word WHERE search @@ word) DESC,
                $5 * greatest(similarity(head_stems, $4), similarity(head_kind_stems, $4)) + $6 * (search @@ $2::tsquery)::int + $7 * (search @@ $3::tsquery)::int + $8 * prior DESC,
                length(name), name
       LIMIT $9`,
      [
        match,
        tsqueryText(query, term('wholeInHead')),
        tsqueryText(query, term('whole')),
        stems,
        RANK.headSimilarity,
        RANK.wholeInHead,
        RANK.wholeInName,
        RANK.prior,
        limit,
        query.map((word) => tsqueryText([word], term('prefix'))),
      ],
    );
  let result = await ranked(tsqueryText(query, term('prefix')));
  if (result.rows.length === 0 && query.length > 1) result = await ranked(tsqueryText(query, term('prefix'), ' | '));
  return result.rows.map((row) => ({ id: row.id, name: row.name, source: row.source }));
}

/**
 * A word no catalogue word starts with is replaced by the most similar catalogue word (pg_trgm),
 * if any is similar enough. Words with synonyms are left as typed ("coke" is no typo of "cooked").
 */
async function correctSpelling(pool: pg.Pool, words: readonly string[]): Promise<string[]> {
  const unknown = words.filter((word) => !Object.hasOwn(SEARCH_SYNONYMS, word));
  const result = await pool.query<{ word: string; correction: string | null }>(
    `SELECT typed.word,
            CASE WHEN EXISTS (SELECT 1 FROM food_catalogue_word WHERE word LIKE typed.word || '%') THEN typed.word
                 ELSE (SELECT word FROM food_catalogue_word WHERE word % typed.word ORDER BY word <-> typed.word, word LIMIT 1) END AS correction
     FROM unnest($1::text[]) WITH ORDINALITY AS typed(word, position)
     ORDER BY typed.position`,
    [unknown],
  );
  const corrections = new Map(result.rows.map((row) => [row.word, row.correction ?? row.word]));
  return words.map((word) => corrections.get(word) ?? word);
}

interface Terms {
  /**
   * A prefix of the word as typed or of its English stem: what a food must match. A word with
   * synonyms is taken as typed: the stem of "fries" would also find "fried".
   */
  prefix: string;
  /** The whole word or its stem. */
  whole: string;
  /** The same, in the head of the name (weight A). */
  wholeInHead: string;
}

/** Each word's terms, and the English stems of the whole query, as the catalogue keeps them for each head. */
async function termsOf(pool: pg.Pool, words: readonly string[], query: string): Promise<{ terms: Map<string, Terms>; stems: string }> {
  const result = await pool.query<{ word: string; prefix: string; whole: string; stems: string }>(
    `SELECT word, (to_tsquery('simple', word || ':*') || CASE WHEN word = ANY($2) THEN ''::tsquery ELSE to_tsquery('english', word || ':*') END)::text AS prefix,
            (to_tsquery('simple', word) || to_tsquery('english', word))::text AS whole,
            array_to_string(tsvector_to_array(to_tsvector('english', $3)), ' ') AS stems
     FROM unnest($1::text[]) AS word`,
    [[...new Set(words)], Object.keys(SEARCH_SYNONYMS), query],
  );
  return {
    terms: new Map(result.rows.map((row) => [row.word, { prefix: row.prefix, whole: row.whole, wholeInHead: row.whole.replace(/'((?:[^']|'')*)'/g, "'$1':A") }])),
    stems: result.rows[0]?.stems ?? '',
  };
}

interface CatalogueRow {
  id: string;
  name: string;
  source: FoodSource;
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
    `SELECT id, name, source, kcal::float8 AS kcal, protein::float8 AS protein, carbs::float8 AS carbs, fat::float8 AS fat,
            fiber::float8 AS fiber, sugars::float8 AS sugars, measures
     FROM food_catalogue WHERE id = $1`,
    [id],
  );
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    source: row.source,
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
