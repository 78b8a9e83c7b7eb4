import type Koa from 'koa';

/**
 * Makes `ctx.ip` the address the outermost of `count` trusted reverse proxies received from.
 * Each proxy appends to X-Forwarded-For, so only its last `count` entries are trustworthy;
 * anything before them is whatever the client sent. With 0 the header is ignored.
 */
export function trustProxies(app: Koa, count: number): void {
  app.proxy = count > 0;
  app.maxIpsCount = count;
}
