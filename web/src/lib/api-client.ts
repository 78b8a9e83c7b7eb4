import { IDEMPOTENCY_KEY_HEADER, REQUEST_TIMEOUT_MS, type ApiRoute, type RouteResponse } from '@glyco/contracts';
import { ApiError, errorFromResponse, isApiError } from './api-error';
import { checkedResponse, routeCall, type Query, type RouteArgs } from './api-route-call';
import { SavedForLater } from './offline/saved-for-later';
import { minPositionHeaders, rememberPosition } from './read-your-writes';
import { readToken, writeToken } from './storage';
import { createSubmissionKeys, type SubmissionKeys } from './submission-keys';

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** A file upload: sent as multipart, with the boundary the browser sets. */
  form?: FormData;
  tokens: TokenSource;
  idempotencyKey?: string;
}

/** Whose token a client sends, and how a 401 to that token ends its session. */
export interface TokenSource {
  read: () => string | null;
  /** After a 401 to a request that carried this token; gets the server's message. */
  onUnauthorized: (message: string) => void;
}

let onUnauthorized: () => void = () => window.location.assign('/login');

/** Lets the app clear its session state and route to /login without a full reload. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

const patientToken: TokenSource = {
  read: readToken,
  onUnauthorized: () => {
    writeToken(null);
    onUnauthorized();
  },
};

function buildUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}`;
}

function requestHeaders(token: string | null, options: RequestOptions): Record<string, string> {
  return {
    Accept: 'application/json',
    ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(options.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } : {}),
    ...minPositionHeaders(),
  };
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const url = buildUrl(path, options.query);
  const token = options.tokens.read();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: requestHeaders(token, options),
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: controller.signal,
    });
  } catch (cause) {
    const timedOut = controller.signal.aborted;
    console.error(`Network error on ${url}: no response (offline, server down or a cross-origin problem).`, cause);
    throw new ApiError(timedOut ? 'timeout' : 'network', 0, '', timedOut ? 'The request timed out.' : '');
  } finally {
    clearTimeout(timer);
  }
  rememberPosition(response);
  if (!response.ok) throw await handleFailure(response, url, token === null ? null : options.tokens);
  return response;
}

async function handleFailure(response: Response, url: string, sentToken: TokenSource | null): Promise<ApiError> {
  const error = await errorFromResponse(response);
  if (response.status === 401 && sentToken) {
    sentToken.onUnauthorized(error.message);
  } else if (response.status === 403) {
    console.warn(`Forbidden: ${url}`);
  } else if (response.status === 404) {
    console.warn(`Not found: ${url}`);
  } else if (response.status >= 500) {
    console.error(`Server error ${response.status} on ${url}`, error.message);
  }
  return error;
}

async function json<T>(path: string, options: RequestOptions): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A create the person sent that got no answer, with the key it was sent under. */
export interface UnsentCreate {
  key: string;
  path: string;
  tag: string;
  body: unknown;
}

let keepUnsentCreate: (create: UnsentCreate) => boolean = () => false;

/** Lets the app keep a person's create that got no answer, to send it again later; it says whether it kept it. */
export function setUnsentCreateHandler(handler: (create: UnsentCreate) => boolean): void {
  keepUnsentCreate = handler;
}

/** A POST that creates a record, under its submission's Idempotency-Key (see `createSubmissionKeys`). */
async function create<T>(route: ApiRoute, path: string, body: unknown, tokens: TokenSource, submissions: SubmissionKeys): Promise<T> {
  const key = submissions.keyFor(path, body);
  let created: T;
  try {
    created = await json<T>(path, { method: 'POST', body, tokens, idempotencyKey: key });
  } catch (error) {
    // Only the person's own saves wait on the device; a clinician's or follower's session writes nothing offline.
    const kept = isApiError(error) && error.isNetwork && tokens === patientToken && keepUnsentCreate({ key, path, tag: route.tag, body });
    if (!kept) throw error;
    submissions.succeeded(path);
    throw new SavedForLater(key);
  }
  submissions.succeeded(path);
  return created;
}

/** A route of the table: its path, query and body from the request, the answer checked against its schema. */
async function callRoute<R extends ApiRoute>(route: R, request: Parameters<typeof routeCall>[1], tokens: TokenSource, submissions: SubmissionKeys): Promise<RouteResponse<R>> {
  const { path, query, body } = routeCall(route, request);
  if (route.idempotent) return checkedResponse(route, await create(route, path, body, tokens, submissions));
  const hasBody = route.body !== undefined || route.method === 'POST';
  return checkedResponse(route, await json(path, { method: route.method, query, body: hasBody ? (body ?? {}) : undefined, tokens }));
}

/** A client sending the given source's token; `apiClient` sends the signed-in person's. */
export function createApiClient(tokens: TokenSource) {
  const submissions = createSubmissionKeys();
  return {
    /** Calls a route of the table, e.g. `call(glucoseRoutes.update, { params: { id }, body })` (`@glyco/contracts/api-routes/glucose`). */
    call: <R extends ApiRoute>(route: R, ...[request]: RouteArgs<R>) => callRoute(route, request, tokens, submissions),
    /** A file route (CSV, PDF, zip) with the response headers, for callers that need the server's file name. */
    download: async <R extends ApiRoute>(route: R, ...[request]: RouteArgs<R>) => {
      const { path, query } = routeCall(route, request);
      const response = await send(path, { query, tokens });
      return { blob: await response.blob(), headers: response.headers };
    },
    /** Uploads a form with a file (multipart/form-data) to a route of the table. */
    upload: async <R extends ApiRoute>(route: R, form: FormData) => checkedResponse(route, await json(routeCall(route).path, { method: route.method, form, tokens })),
    /** Sends a create kept while offline again, under the key it was first sent with: the server creates it once. */
    resendCreate: (save: Pick<UnsentCreate, 'key' | 'path' | 'body'>) => json<unknown>(save.path, { method: 'POST', body: save.body, tokens, idempotencyKey: save.key }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const apiClient = createApiClient(patientToken);
