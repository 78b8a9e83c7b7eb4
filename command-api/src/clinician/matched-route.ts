import type Router from '@koa/router';

/**
 * The route a request will reach, as `METHOD /path` in the API catalogue's form
 * (`GET /api/glucose/{id}`): the first router that matches method and path serves it.
 */
export function matchedRoute(routers: readonly Router[], method: string, path: string): string | undefined {
  for (const router of routers) {
    const match = router.match(path, method);
    if (!match.route) continue;
    const layer = match.pathAndMethod.filter((candidate) => candidate.methods.length > 0).at(-1);
    if (layer) return `${method} ${catalogueForm(String(layer.path))}`;
  }
  return undefined;
}

function catalogueForm(routerPath: string): string {
  return routerPath.replace(/\/$/, '').replace(/:(\w+)/g, '{$1}');
}
