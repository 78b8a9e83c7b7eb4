import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { Middleware } from 'koa';
import type { z } from 'zod';
import { routePaths, type ApiRoute, type RouteInput } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { parseInput } from '@glyco/contracts/http/parse-input';
import type { CallerState } from './route-state';

/** Schemas the server parses with instead of the table's: the same wire shape with server-only rules. */
export interface InputOverrides {
  query?: z.ZodType;
  body?: z.ZodType;
}

export interface MountOptions<O extends InputOverrides> {
  /** Middleware between routing and parsing (an uploader's authentication, a wait for the caller's writes). */
  before?: Middleware[];
  overrides?: O;
}

type Overridden<I, O extends InputOverrides> = Omit<I, keyof O> & { [K in keyof O]: O[K] extends z.ZodType ? z.output<O[K]> : never };

export type RouteContext<R extends ApiRoute> = RouterContext<CallerState<R['caller']>>;
export type RouteHandler<R extends ApiRoute, O extends InputOverrides = object> = (
  ctx: RouteContext<R>,
  input: Overridden<RouteInput<R>, O>,
) => unknown;

/**
 * Binds a handler to a route of the table: the method and path come from the entry, the path's
 * parameters, query and body are parsed with its schemas (a path that names nothing is the
 * entry's 404), and the answer's status is the entry's unless the handler sets another.
 */
export function mount<R extends ApiRoute, O extends InputOverrides = object>(
  router: Router,
  route: R,
  handler: RouteHandler<R, O>,
  options: MountOptions<O> = {},
): void {
  const handle = async (ctx: RouteContext<R>) => {
    const input = parseRequest(route, options.overrides ?? {}, ctx);
    ctx.status = route.status;
    await handler(ctx, input as Overridden<RouteInput<R>, O>);
  };
  router.register(routePaths(route), [route.method], [...(options.before ?? []), handle]);
}

interface RawRequest {
  params: Record<string, string>;
  query: unknown;
  request: { body?: unknown };
}

function parseRequest(route: ApiRoute, overrides: InputOverrides, ctx: RawRequest): Record<keyof RouteInput<ApiRoute>, unknown> {
  const query = overrides.query ?? route.query;
  const body = overrides.body ?? route.body;
  return {
    params: route.params ? parseParams(route, route.params, ctx.params) : undefined,
    query: query ? parseInput(query, ctx.query) : undefined,
    body: body ? parseInput(body, ctx.request.body) : undefined,
  };
}

/** Anything that cannot be an id names no record of this person: 404, never 400. */
function parseParams(route: ApiRoute, schema: z.ZodType, params: Record<string, string>): unknown {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw notFound(route.notFound ?? `No route for ${route.method} ${route.path}`);
  return parsed.data;
}
