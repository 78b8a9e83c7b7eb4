import Koa from 'koa';
import type Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type { Logger } from '@glyco/runtime';
import { errorMiddleware, mapLateErrors } from './http/error-middleware';
import { limitJsonDepth } from './http/json-depth';
import { publicMethodNotAllowed } from './http/public-methods';
import { securityHeaders } from './http/security-headers';
import { serveWebApp } from './http/serve-web-app';
import { trustProxies } from './http/trusted-proxies';
import { keepUploadBodies } from './imports/read-upload';

export interface AppParts {
  logger: Logger;
  /** Routers reachable without a token (auth, health). */
  publicRoutes: Router[];
  /** Routers behind authentication and read-your-writes. */
  protectedRoutes: Router[];
  /** Mounted between the public and the protected routes. */
  protectedMiddleware: Koa.Middleware[];
  webDistDir?: string;
  /** Reverse proxies in front whose X-Forwarded-For entries are believed; default none. */
  trustedProxies?: number;
}

export function createApp(parts: AppParts): Koa {
  const app = new Koa();
  trustProxies(app, parts.trustedProxies ?? 0);
  app.silent = true;
  mapLateErrors(app, parts.logger);
  app.use(securityHeaders());
  app.use(errorMiddleware(parts.logger));
  app.use(keepUploadBodies);
  // DELETE too: deleting the account carries the re-entered password.
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] }));
  app.use(limitJsonDepth);
  for (const router of parts.publicRoutes) app.use(router.routes()).use(router.allowedMethods());
  app.use(publicMethodNotAllowed(parts.publicRoutes));
  if (parts.webDistDir) app.use(serveWebApp(parts.webDistDir));
  app.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return;
    await next();
    if (ctx.status === 404 && ctx.body === undefined) {
      ctx.status = 404;
      ctx.body = { message: `No route for ${ctx.method} ${ctx.path}` };
    }
  });
  for (const middleware of parts.protectedMiddleware) app.use(middleware);
  for (const router of parts.protectedRoutes) app.use(router.routes()).use(router.allowedMethods());
  return app;
}
