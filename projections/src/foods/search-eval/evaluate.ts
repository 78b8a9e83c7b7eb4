import type pg from 'pg';
import { defaultPortion } from '@glyco/contracts';
import { findCatalogueFood, searchCatalogue } from '../query';
import { searchWords } from '../search/search-terms';
import labelled from './labelled-queries.json' with { type: 'json' };

/** One query as people type it, the catalogue foods that are right answers, and the carbs a default portion of them should hold. */
export interface LabelledQuery {
  query: string;
  /** What the right answers are, in words (the pattern their names were chosen by). */
  foods: string;
  accept: string[];
  carbs: [number, number];
}

export const LABELLED_QUERIES: readonly LabelledQuery[] = labelled as LabelledQuery[];

/** What `npm test` holds the search to. */
export const SEARCH_TARGETS = { top1: 0.9, top3: 0.98, defaultPortionCarbsMax: 120 } as const;

export interface QueryOutcome {
  query: LabelledQuery;
  found: { id: string; name: string }[];
  rank: number | undefined;
  /** Carbs of the first result's default portion. */
  portion?: { label: string; grams: number; carbs: number };
}

export interface SearchEvaluation {
  outcomes: QueryOutcome[];
  top1: number;
  top3: number;
  /** First results whose default portion's carbs fall outside the query's range. */
  portionsOutOfRange: QueryOutcome[];
  largestPortionCarbs: number;
}

export async function evaluateSearch(pool: pg.Pool, queries: readonly LabelledQuery[] = LABELLED_QUERIES): Promise<SearchEvaluation> {
  const outcomes: QueryOutcome[] = [];
  for (const query of queries) outcomes.push(await evaluateQuery(pool, query));
  const share = (hit: (outcome: QueryOutcome) => boolean) => outcomes.filter(hit).length / outcomes.length;
  return {
    outcomes,
    top1: share((outcome) => outcome.rank === 0),
    top3: share((outcome) => outcome.rank !== undefined && outcome.rank < 3),
    portionsOutOfRange: outcomes.filter(({ portion, query }) => portion && (portion.carbs < query.carbs[0] || portion.carbs > query.carbs[1])),
    largestPortionCarbs: Math.max(0, ...outcomes.map((outcome) => outcome.portion?.carbs ?? 0)),
  };
}

async function evaluateQuery(pool: pg.Pool, query: LabelledQuery): Promise<QueryOutcome> {
  const found = await searchCatalogue(pool, searchWords(query.query), 3);
  const rank = found.findIndex((food) => query.accept.includes(food.id));
  const outcome: QueryOutcome = { query, found, rank: rank < 0 ? undefined : rank };
  const first = found[0] && (await findCatalogueFood(pool, found[0].id));
  if (!first) return outcome;
  const measure = defaultPortion(first);
  return { ...outcome, portion: { ...measure, carbs: Math.round(first.per100g.carbs * measure.grams) / 100 } };
}

/** The figures and every miss, for people reading a run. */
export function describeEvaluation(evaluation: SearchEvaluation): string {
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  const lines = [
    `${evaluation.outcomes.length} labelled queries`,
    `top-1 accuracy ${percent(evaluation.top1)} (target ${percent(SEARCH_TARGETS.top1)})`,
    `top-3 accuracy ${percent(evaluation.top3)} (target ${percent(SEARCH_TARGETS.top3)})`,
    `largest default portion ${evaluation.largestPortionCarbs} g carbs (limit ${SEARCH_TARGETS.defaultPortionCarbsMax} g)`,
    `default portions outside their query's carb range: ${evaluation.portionsOutOfRange.length}`,
  ];
  for (const outcome of evaluation.outcomes.filter((item) => item.rank !== 0)) {
    lines.push(`  ${outcome.rank === undefined ? 'miss ' : `top-${outcome.rank + 1}`} "${outcome.query.query}": ${outcome.found.map((food) => food.name).join(' | ') || '(nothing)'}`);
  }
  for (const outcome of evaluation.portionsOutOfRange) {
    lines.push(`  portion "${outcome.query.query}": ${outcome.found[0]?.name} ${outcome.portion?.label} (${outcome.portion?.grams} g) = ${outcome.portion?.carbs} g carbs, expected ${outcome.query.carbs.join('-')}`);
  }
  return lines.join('\n');
}
