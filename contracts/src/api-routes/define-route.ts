import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone, a signed-in person (a clinician too when the route is
 * `clinicianReadable`), a clinician session only, or a Nightscout uploader by its secret.
 */
export type Caller = 'public' | 'person' | 'clinician' | 'uploader';

/** One route of `/api`: the routers, the OpenAPI document, the clinician gate and the web client read it. */
export interface ApiRoute {
  readonly method: HttpMethod;
  /** Koa form: `/api/glucose/:id`. */
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  readonly caller: Caller;
  /** A read a clinician session may make on the patient's data (and which the access log records). */
  readonly clinicianReadable: boolean;
  /**
   * A read a follower session may make on the followed person's data, and what the person must
   * share for it: `glucose` (every follower) or `mealsAndDoses`. Absent: refused to followers.
   */
  readonly followerReadable?: 'glucose' | 'mealsAndDoses';
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
  /** The media type of the success answer when it is not JSON (a CSV, a PDF, a zip). */
  readonly responseType?: string;
  readonly status: number;
  /** The 404 message when the path's parameters cannot name a record. */
  readonly notFound?: string;
  /** Also answered with Nightscout's `.json` suffix. */
  readonly jsonSuffix?: boolean;
  /** Creates a record once per `Idempotency-Key`: a retried submission answers the first one's record. */
  readonly idempotent?: boolean;
}

type Defaults = { clinicianReadable: false; status: 200 };
type RouteSpec = Omit<ApiRoute, 'clinicianReadable' | 'status'> & Partial<Pick<ApiRoute, 'clinicianReadable' | 'status'>>;

/** A route with its defaults filled (200, not clinician-readable), keeping its schemas' types. */
export function defineRoute<const S extends RouteSpec>(spec: S): Omit<Defaults, keyof S> & S {
  return { clinicianReadable: false, status: 200, ...spec } as Omit<Defaults, keyof S> & S;
}

type SchemaOf<R, K extends 'params' | 'query' | 'body' | 'response'> = R extends { readonly [P in K]: infer S extends z.ZodType } ? S : undefined;

/** What a handler receives once the route's schemas have parsed the request. */
export interface RouteInput<R extends ApiRoute> {
  params: SchemaOf<R, 'params'> extends z.ZodType ? z.output<SchemaOf<R, 'params'>> : undefined;
  query: SchemaOf<R, 'query'> extends z.ZodType ? z.output<SchemaOf<R, 'query'>> : undefined;
  body: SchemaOf<R, 'body'> extends z.ZodType ? z.output<SchemaOf<R, 'body'>> : undefined;
}

type Present<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** What a client sends: the path parameters, the query and the body the route takes (only those). */
export type RouteRequest<R extends ApiRoute> = Present<{
  params: SchemaOf<R, 'params'> extends z.ZodType ? z.input<SchemaOf<R, 'params'>> : undefined;
  query: SchemaOf<R, 'query'> extends z.ZodType ? z.input<SchemaOf<R, 'query'>> : undefined;
  body: SchemaOf<R, 'body'> extends z.ZodType ? z.input<SchemaOf<R, 'body'>> : undefined;
}>;

/** What a route answers: its response schema's output, nothing for a 204. */
export type RouteResponse<R extends ApiRoute> = SchemaOf<R, 'response'> extends z.ZodType ? z.output<SchemaOf<R, 'response'>> : void;
