export type ApiErrorKind = 'http' | 'network' | 'timeout';

/** A failed call: `status` is 0 when no response arrived. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly statusText: string,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }

  get isNetwork(): boolean {
    return this.kind !== 'http';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(entries);
}

export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: ErrorBody = {};
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // Non-JSON error bodies (proxies, crashes) fall back to the status text.
  }
  const message = typeof body.message === 'string' && body.message ? body.message : '';
  return new ApiError('http', response.status, response.statusText, message, stringRecord(body.errors));
}

/** The server's message when it sent one, else the given fallback. */
export function messageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
