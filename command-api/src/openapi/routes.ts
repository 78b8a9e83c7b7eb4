import Router from '@koa/router';
import { API_ROUTES } from './api-routes';
import { buildOpenApiDocument } from './build-openapi';

/** GET /api/openapi.json, generated once from the contracts schemas. */
export function createOpenApiRoutes(): Router {
  const router = new Router();
  let document: Record<string, unknown> | undefined;
  router.get('/api/openapi.json', (ctx) => {
    document ??= buildOpenApiDocument(API_ROUTES);
    ctx.body = document;
  });
  return router;
}
