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
  // ASVS 5.0 V3.4.3: a global policy with object-src 'none' and base-uri 'none' (the app has no <base>).
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * ASVS 5.0 V3.4.1: HSTS on every response, for a year and the subdomains. Browsers ignore it over
 * plain HTTP (RFC 6797 section 8.1), so it costs nothing on http://localhost and holds wherever
 * Glyco is served over TLS, directly or behind a proxy that does not say so in X-Forwarded-Proto.
 */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Strict headers on every response, and a request id for logs and event correlation. */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    ctx.state.requestId = /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    ctx.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    await next();
    if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store');
  };
}
