import { STATUS_CODES } from 'node:http';
import { Stream } from 'node:stream';
import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import { HTTP_MESSAGES, methodNotAllowedMessage } from '@glyco/contracts';
import { AppError, HTTP_STATUS_BY_KIND } from '@glyco/contracts/http/app-errors';
import { PersonErasedError, WrongExpectedRevisionError } from '@glyco/event-store';
import type { Logger } from '@glyco/runtime';
import { isStoreUnavailable, STORE_RETRY_AFTER_SECONDS } from './store-unavailable';

interface ErrorResponse {
  status: number;
  body: { message: string; errors?: Record<string, string> };
  headers?: Record<string, string>;
}

/** The one place where errors become HTTP responses: every error of `/api` is JSON `{ message, errors? }`. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.path.startsWith('/api/') && ctx.status >= 400 && ctx.body == null) ctx.body = { message: emptyErrorMessage(ctx) };
      serializeJsonBody(ctx);
    } catch (error) {
      const response = toResponse(error);
      logFailure(logger, ctx, response.status, error);
      ctx.status = response.status;
      ctx.body = response.body;
      for (const [name, value] of Object.entries(response.headers ?? {})) ctx.set(name, value);
    }
  };
}

function logFailure(logger: Logger, ctx: Context, status: number, error: unknown): void {
  const where = { method: ctx.method, path: ctx.path, requestId: ctx.state.requestId };
  if (status === 503) logger.warn('unavailable', { error: String(error), ...where });
  else if (status >= 500) logger.error('request failed', { error, ...where });
}

/**
 * Koa would stringify an object body after every middleware has returned, where a failure (a
 * value nested too deep, a BigInt) becomes a plain-text 500 that nothing logs: it is done here,
 * so that failure is answered and logged like any other.
 */
function serializeJsonBody(ctx: Context): void {
  const body: unknown = ctx.body;
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || body instanceof Stream) return;
  const type = ctx.response.get('Content-Type') || 'application/json';
  ctx.body = JSON.stringify(body);
  ctx.type = type;
}

/** Set by Koa on an error, or by the answer, that a JSON error would misdescribe. */
const REPRESENTATION_HEADERS = ['Content-Type', 'Content-Length', 'Content-Disposition', 'Content-Encoding', 'ETag', 'Last-Modified'];

/**
 * What Koa meets after the middleware has returned goes to `ctx.onerror`, which would answer plain
 * text and, with the app silent, log nothing: an answer that cannot be written is answered with
 * the error middleware's JSON instead, and logged. A body stream that fails mid-answer (Koa pipes
 * it with `pipeline`, which destroys the response) is logged; its client sees the connection cut,
 * not a complete answer.
 */
export function mapLateErrors(app: Koa, logger: Logger): void {
  // Koa passes a failed body stream to ctx.onerror only while an 'error' listener exists.
  app.on('error', (error: unknown, ctx?: Context) => {
    logger.error('response failed', { error, method: ctx?.method, path: ctx?.path, requestId: ctx?.state.requestId });
  });
  // A failed body stream reaches ctx.onerror twice: from its own 'error' event and from the pipeline.
  const reported = new WeakSet<object>();
  app.context.onerror = function onLateError(this: Context, error: unknown) {
    if (error == null || (typeof error === 'object' && reported.has(error))) return;
    if (typeof error === 'object') reported.add(error);
    this.app.emit('error', error, this);
    if (this.headerSent || !this.writable) {
      this.res.destroy();
      return;
    }
    const response = toResponse(error);
    for (const name of REPRESENTATION_HEADERS) this.res.removeHeader(name);
    for (const [name, value] of Object.entries(response.headers ?? {})) this.res.setHeader(name, value);
    const text = JSON.stringify(response.body);
    this.res.statusCode = response.status;
    this.res.setHeader('Content-Type', 'application/json; charset=utf-8');
    this.res.setHeader('Content-Length', Buffer.byteLength(text));
    this.res.end(text);
  };
}

/** A status set without a body (the routers' 405 and 501, a bare 404) gets a message too. */
function emptyErrorMessage(ctx: Context): string {
  if (ctx.status === 405 || ctx.status === 501) return methodNotAllowedMessage(ctx.method, ctx.response.get('Allow'));
  if (ctx.status === 404) return HTTP_MESSAGES.notFound;
  return STATUS_CODES[ctx.status] ?? HTTP_MESSAGES.internal;
}

export function toResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) {
    const body = error.fieldErrors ? { message: error.message, errors: error.fieldErrors } : { message: error.message };
    const retryAfter = error.retryAfterSeconds ?? (error.kind === 'unavailable' ? STORE_RETRY_AFTER_SECONDS : undefined);
    const headers = retryAfter ? { 'Retry-After': String(retryAfter) } : undefined;
    return { status: HTTP_STATUS_BY_KIND[error.kind], body, headers };
  }
  // A request already under way when its account's deletion began: the next one is refused at sign-in.
  if (error instanceof PersonErasedError) return { status: 401, body: { message: 'This account has been deleted.' } };
  if (error instanceof WrongExpectedRevisionError) {
    return { status: 409, body: { message: 'This record was changed by another request. Reload it and try again.' } };
  }
  if (isStoreUnavailable(error)) {
    return { status: 503, body: { message: HTTP_MESSAGES.unavailable }, headers: { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) } };
  }
  const status = httpStatusOf(error);
  if (status && status >= 400 && status < 500) {
    return { status, body: { message: exposedMessage(error, status) } };
  }
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
}

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof candidate === 'number' ? candidate : undefined;
}

function exposedMessage(error: unknown, status: number): string {
  if (status === 413) return 'The request body is too large.';
  if (status === 415) return 'Send the request body as JSON.';
  if (status === 400) return 'The request body is not valid JSON.';
  return error instanceof Error && error.message ? error.message : 'Bad request';
}
