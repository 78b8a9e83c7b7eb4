import type Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTE_LIST, routePaths, type ApiRoute } from '@glyco/contracts';
import { silentLogger } from '@glyco/runtime';
import { startTestApp, type TestApp } from '@glyco/testing';
import { buildRoutes } from '../runtime/build-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** `GET /api/glucose/:id` for every method and path the routers answer (HEAD comes with GET). */
function served(routers: Router[]): string[] {
  return routers.flatMap((router) =>
    router.stack.flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${String(layer.path)}`)),
  );
}

function declared(routes: readonly ApiRoute[]): string[] {
  return routes.flatMap((route) => routePaths(route).map((path) => `${route.method} ${path}`));
}

describe('the route table', () => {
  it('is exactly what the routers serve: no route outside it, no entry without a handler, each behind the right authentication', () => {
    const { product } = app;
    const routes = buildRoutes({ ...product, logger: silentLogger, jwtSecret: 'a-secret-for-listing-routes-only-000' });
    const byToken = (route: ApiRoute) => route.caller === 'person' || route.caller === 'clinician';
    expect(served(routes.publicRoutes).sort()).toEqual(declared(API_ROUTE_LIST.filter((route) => !byToken(route))).sort());
    expect(served(routes.protectedRoutes).sort()).toEqual(declared(API_ROUTE_LIST.filter(byToken)).sort());
  });

  it('is served as /api/openapi.json', async () => {
    const response = await app.client().get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.paths)).toContain('/api/glucose/stats/overview');
  });
});
