import { fillPath, routeName, type ApiRoute, type RouteRequest, type RouteResponse } from '@glyco/contracts';

type QueryValue = string | number | boolean | undefined | null;
export type Query = Record<string, QueryValue>;

/** A route's request, optional when the route takes none. */
export type RouteArgs<R extends ApiRoute> = object extends RouteRequest<R> ? [request?: RouteRequest<R>] : [request: RouteRequest<R>];

interface AnyRequest {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
}

/** What the client sends for a route: its path with the parameters filled, the query and the body. */
export interface RouteCall {
  path: string;
  query: Query;
  body: unknown;
}

export function routeCall(route: ApiRoute, request: AnyRequest = {}): RouteCall {
  return { path: fillPath(route.path, request.params), query: (request.query ?? {}) as Query, body: request.body };
}

/** Answers are checked against the route's schema in development and tests; production trusts the server. */
const checkResponses = import.meta.env.DEV || import.meta.env.MODE === 'test';

export class ContractMismatchError extends Error {
  override readonly name = 'ContractMismatchError';
}

/** The answer as the server sent it, once it matches the route's response schema (where checked). */
export function checkedResponse<R extends ApiRoute>(route: R, data: unknown, check = checkResponses): RouteResponse<R> {
  if (check && route.response && data !== undefined) {
    const result = route.response.safeParse(data);
    if (!result.success) {
      const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`).join('; ');
      const mismatch = new ContractMismatchError(`The answer of ${routeName(route)} does not match its contract: ${issues}`);
      // Screens turn a failed call into a generic message: say here what broke.
      console.error(mismatch.message);
      throw mismatch;
    }
  }
  return data as RouteResponse<R>;
}
