import type { ApiRoute } from './define-route';

/** The paths a route answers: its own, and with Nightscout's `.json` suffix where it takes one. */
export function routePaths(route: Pick<ApiRoute, 'path' | 'jsonSuffix'>): string[] {
  return route.jsonSuffix ? [route.path, `${route.path}.json`] : [route.path];
}

/** OpenAPI's form of a Koa path: `/api/glucose/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** `GET /api/glucose/{id}`: how the access log and the catalogue name a route. */
export function routeName(route: Pick<ApiRoute, 'method' | 'path'>): string {
  return `${route.method} ${openApiPath(route.path)}`;
}

/** The path with its parameters filled in, each URI-encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Whether a clinician session may make this call: a clinician-only route or a clinician-readable read. */
export function clinicianMayCall(route: Pick<ApiRoute, 'caller' | 'clinicianReadable'>): boolean {
  return route.caller === 'clinician' || (route.caller === 'person' && route.clinicianReadable);
}

/** `routeName` at the type level. */
export type OpenApiPath<P extends string> = P extends `${infer Head}:${infer Name}/${infer Rest}`
  ? `${Head}{${Name}}/${OpenApiPath<Rest>}`
  : P extends `${infer Head}:${infer Name}`
    ? `${Head}{${Name}}`
    : P;
export type RouteName<R extends Pick<ApiRoute, 'method' | 'path'>> = `${R['method']} ${OpenApiPath<R['path']>}`;

/** Whether a follower session may make this call, given what the followed person shares. */
export function followerMayCall(route: Pick<ApiRoute, 'caller' | 'followerReadable'>, shares: { mealsAndDoses: boolean }): boolean {
  if (route.caller !== 'person' || !route.followerReadable) return false;
  return route.followerReadable === 'glucose' || shares.mealsAndDoses;
}
