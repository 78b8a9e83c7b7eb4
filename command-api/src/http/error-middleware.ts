import { STATUS_CODES } from 'node:http';
import type { Context, Middleware } from 'koa';
import { HTTP_MESSAGES, methodNotAllowedMessage } from '@glyco/contracts';
import { AppError, HTTP_STATUS_BY_KIND } from '@glyco/contracts/http/app-errors';
import { WrongExpectedRevisionError } from '@glyco/event-store';
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
    } catch (error) {
      const response = toResponse(error);
      const where = { method: ctx.method, path: ctx.path, requestId: ctx.state.requestId };
      if (response.status === 503) logger.warn('unavailable', { error: String(error), ...where });
      else if (response.status >= 500) logger.error('request failed', { error, ...where });
      ctx.status = response.status;
      ctx.body = response.body;
      for (const [name, value] of Object.entries(response.headers ?? {})) ctx.set(name, value);
    }
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
