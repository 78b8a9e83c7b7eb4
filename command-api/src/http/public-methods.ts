import type Router from '@koa/router';
import type { Middleware } from 'koa';

/** Methods the public routes answer at this path (HEAD with GET), none when the path is not theirs. */
function allowedMethods(routers: readonly Router[], path: string): string[] {
  const methods = routers.flatMap((router) => router.match(path, 'GET').path.flatMap((layer) => layer.methods));
  return [...new Set(methods)];
}

/**
 * A public path asked with a method it does not answer gets 405 here, before the authentication
 * of the protected routes would turn it into a 401 (the routers' own check runs only after them).
 */
export function publicMethodNotAllowed(routers: readonly Router[]): Middleware {
  return async (ctx, next) => {
    const allowed = allowedMethods(routers, ctx.path);
    if (allowed.length === 0 || allowed.includes(ctx.method)) return next();
    ctx.set('Allow', allowed.join(', '));
    if (ctx.method === 'OPTIONS') {
      ctx.status = 200;
      ctx.body = '';
    } else {
      ctx.status = 405;
    }
  };
}
