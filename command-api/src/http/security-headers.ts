import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** Strict headers on every response, and a request id for logs and event correlation. */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    ctx.state.requestId = /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    await next();
    if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store');
  };
}
