import Router from '@koa/router';
import type pg from 'pg';
import { API_ROUTES } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { mount } from '@glyco/runtime/http';
import { ensureFoodCatalogue } from './catalogue-loader';
import { createFdcClient, type Fetch } from './fdc-client';
import { createFoodLookup } from './food-lookup';

export interface FoodRoutesDeps {
  pool: pg.Pool;
  /** FoodData Central is searched too when set; the key never leaves the server. */
  fdcApiKey?: string | undefined;
  fetch?: Fetch;
}

/** GET /api/foods/search?q= and GET /api/foods/:id. Starts loading the catalogue right away. */
export function createFoodRoutes({ pool, fdcApiKey, fetch }: FoodRoutesDeps): Router {
  const catalogueReady = loadOnce(() => ensureFoodCatalogue(pool));
  catalogueReady().catch(() => undefined);
  const fdc = fdcApiKey ? createFdcClient({ apiKey: fdcApiKey, fetch }) : undefined;
  const foods = createFoodLookup({ pool, catalogueReady, fdc });
  const router = new Router();
  mount(router, API_ROUTES.foods.search, async (ctx, { query }) => {
    ctx.body = { foods: await foods.search(query.q, query.pageSize) };
  });
  mount(router, API_ROUTES.foods.detail, async (ctx, { params }) => {
    const food = await foods.detail(params.id);
    if (!food) throw notFound(API_ROUTES.foods.detail.notFound);
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
