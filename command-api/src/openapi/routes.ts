import Router from '@koa/router';
import { API_ROUTES, API_ROUTE_LIST } from '@glyco/contracts';
import { mount } from '@glyco/runtime/http';
import { buildOpenApiDocument } from './build-openapi';

/** GET /api/openapi.json, generated once from the route table. */
export function createOpenApiRoutes(): Router {
  const router = new Router();
  let document: Record<string, unknown> | undefined;
  mount(router, API_ROUTES.system.openApi, (ctx) => {
    document ??= buildOpenApiDocument(API_ROUTE_LIST);
    ctx.body = document;
  });
  return router;
}
