import type { Middleware } from 'koa';
import { API_ROUTE_LIST, routePaths } from '@glyco/contracts';

/** `/api/glucose/:id` as a pattern: each parameter one path segment. */
function patternOf(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

const KNOWN_PATHS = API_ROUTE_LIST.flatMap((route) => routePaths(route).map(patternOf));

/**
 * A path under `/api` that no route answers is 404 JSON before authentication would make it a 401:
 * a Nightscout client probing an endpoint Glyco lacks (`/api/v1/food`) must read "not here", not
 * "wrong secret", and a browser must never get the web app for it. Runs after the public routes.
 */
export function unknownApiPaths(): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/') || KNOWN_PATHS.some((pattern) => pattern.test(ctx.path))) return next();
    ctx.status = 404;
    ctx.body = { status: 404, message: `No route for ${ctx.method} ${ctx.path}` };
  };
}
