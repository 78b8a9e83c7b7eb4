import type { Middleware } from 'koa';
import { AppError, HTTP_STATUS_BY_KIND } from '@glyco/contracts/http/app-errors';
import { WrongExpectedRevisionError } from '@glyco/contracts/event-store';
import type { Logger } from '@glyco/contracts/runtime';

interface ErrorResponse {
  status: number;
  body: { message: string; errors?: Record<string, string> };
  headers?: Record<string, string>;
}

/** The one place where errors become HTTP responses. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const response = toResponse(error);
      if (response.status >= 500) {
        logger.error('request failed', { error, method: ctx.method, path: ctx.path, requestId: ctx.state.requestId });
      }
      ctx.status = response.status;
      ctx.body = response.body;
      for (const [name, value] of Object.entries(response.headers ?? {})) ctx.set(name, value);
    }
  };
}

export function toResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) {
    const body = error.fieldErrors ? { message: error.message, errors: error.fieldErrors } : { message: error.message };
    const headers = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined;
    return { status: HTTP_STATUS_BY_KIND[error.kind], body, headers };
  }
  if (error instanceof WrongExpectedRevisionError) {
    return { status: 409, body: { message: 'This record was changed by another request. Reload it and try again.' } };
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
