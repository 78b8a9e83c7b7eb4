/** Typed errors thrown inside the product; one middleware maps them to HTTP. */
export type AppErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'too_large'
  | 'rate_limited'
  | 'unavailable';

export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const validationError = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError('validation', message, fieldErrors);
export const unauthorized = (message = 'Authentication required') => new AppError('unauthorized', message);
export const forbidden = (message = 'You do not have access to this resource') => new AppError('forbidden', message);
export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);
/** The request is well formed but contradicts an earlier one (e.g. a reused Idempotency-Key). */
export const unprocessable = (message: string) => new AppError('unprocessable', message);
/** A request body past the size its route takes (an uploaded file). */
export const tooLarge = (message: string) => new AppError('too_large', message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError('rate_limited', message, undefined, retryAfterSeconds);

export const HTTP_STATUS_BY_KIND: Record<AppErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};
