import Router from '@koa/router';
import { routePaths, type ApiRoute } from '@glyco/contracts';

/**
 * The route of the table a request will reach, matched as the routers match it (a literal path
 * before a parameter: `/api/foods/search` is not `/api/foods/:id`).
 */
export function matchedRoute(routes: readonly ApiRoute[]): (method: string, path: string) => ApiRoute | undefined {
  const router = new Router();
  const byLayer = new Map<string, ApiRoute>();
  for (const route of routes) {
    for (const path of routePaths(route)) {
      router.register(path, [route.method], [async () => undefined], { name: `${route.method} ${path}` });
      byLayer.set(`${route.method} ${path}`, route);
    }
  }
  return (method, path) => {
    const layers = router.match(path, method).pathAndMethod.filter((layer) => byLayer.get(String(layer.name))?.method === method);
    const literal = layers.find((layer) => layer.paramNames.length === 0) ?? layers[0];
    return literal ? byLayer.get(String(literal.name)) : undefined;
  };
}
