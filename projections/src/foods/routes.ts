import Router from '@koa/router';
import type pg from 'pg';
import { foodSearchQuerySchema, hasForbiddenCharacter } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { parseInput } from '@glyco/contracts/http/parse-input';
import { ensureFoodCatalogue } from './catalogue-loader';
import { createFdcClient, type Fetch } from './fdc-client';
import { createFoodLookup } from './food-lookup';

export interface FoodRoutesDeps {
  pool: pg.Pool;
  /** FoodData Central is searched too when set; the key never leaves the server. */
  fdcApiKey?: string | undefined;
  fetch?: Fetch;
}

const FOOD_ID_MAX = 64;

/** GET /api/foods/search?q= and GET /api/foods/:id. Starts loading the catalogue right away. */
export function createFoodRoutes({ pool, fdcApiKey, fetch }: FoodRoutesDeps): Router {
  const catalogueReady = loadOnce(() => ensureFoodCatalogue(pool));
  catalogueReady().catch(() => undefined);
  const fdc = fdcApiKey ? createFdcClient({ apiKey: fdcApiKey, fetch }) : undefined;
  const foods = createFoodLookup({ pool, catalogueReady, fdc });
  const router = new Router();
  router.get('/api/foods/search', async (ctx) => {
    const input = parseInput(foodSearchQuerySchema, { query: ctx.query.q, pageSize: ctx.query.pageSize });
    ctx.body = { foods: await foods.search(input.query, input.pageSize) };
  });
  router.get('/api/foods/:id', async (ctx) => {
    const id = ctx.params.id ?? '';
    // No food id holds a control character (PostgreSQL refuses NUL) or is this long.
    if (hasForbiddenCharacter(id) || id.length > FOOD_ID_MAX) throw notFound('Food not found');
    const food = await foods.detail(id);
    if (!food) throw notFound('Food not found');
    ctx.body = food;
  });
  return router;
}

/** Runs `load` once; a failed attempt is retried by the next caller. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
