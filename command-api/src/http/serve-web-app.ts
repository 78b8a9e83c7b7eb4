import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import send from 'koa-send';

/** The built single-page app: static assets, and index.html for every client-side route. */
export function serveWebApp(distDir: string): Middleware {
  const index = join(distDir, 'index.html');
  const assets = serve(distDir, { index: false, maxage: 0, gzip: false, brotli: false });
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || !existsSync(index)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    await assets(ctx, async () => undefined);
    if (ctx.body !== undefined || ctx.status !== 404) {
      if (ctx.path.startsWith('/assets/')) ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      return;
    }
    await send(ctx, 'index.html', { root: distDir });
    ctx.set('Cache-Control', 'no-cache');
  };
}
