import type Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@glyco/runtime';
import { buildRoutes } from '../runtime/build-app';
import { startTestApp, type TestApp } from '../testing/test-app';
import { API_ROUTES } from './api-routes';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

function served(routers: Router[]): string[] {
  return routers.flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method.toLowerCase()} ${String(layer.path).replace(/\/$/, '').replace(/:(\w+)/g, '{$1}')}`),
    ),
  );
}

describe('the API catalogue', () => {
  it('lists exactly the routes the server serves, with the right authentication', () => {
    const { product } = app;
    const routes = buildRoutes({ ...product, logger: silentLogger, jwtSecret: 'a-secret-for-listing-routes-only-000' });
    expect(served(routes.publicRoutes).sort()).toEqual(API_ROUTES.filter((r) => !r.auth).map((r) => `${r.method} ${r.path}`).sort());
    expect(served(routes.protectedRoutes).sort()).toEqual(API_ROUTES.filter((r) => r.auth).map((r) => `${r.method} ${r.path}`).sort());
  });

  it('is served as /api/openapi.json', async () => {
    const response = await app.client().get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.paths)).toContain('/api/glucose/stats/overview');
  });
});
