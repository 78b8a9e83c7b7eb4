import fc from 'fast-check';
import { expect } from 'vitest';
import { countEvents, type TestApp, type TestClient } from '@glyco/testing';
import { hostileBody, hostileIdSegment } from './hostile-input';

/** What a fuzzed route needs: a valid body to make hostile, and an id for `{id}` when it has one. */
export interface FuzzedRoute {
  /** As in API_ROUTES: `post /api/glucose`, `put /api/meals/{id}`. */
  route: string;
  validBody?: Record<string, unknown>;
  /** The record `{id}` names in most runs (so the body is judged); otherwise unknown ids and garbage. */
  knownId?: string;
  /** Per-address limits would answer 429 before validation: each run speaks from its own address. */
  ownAddress?: boolean;
  /** Fixed values of the path's other parameters (`{collection}`): the last one left is fuzzed as the id. */
  pathParams?: Record<string, string>;
}

interface Request {
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

const address = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => ({ 'X-Forwarded-For': `10.${a}.${b}.${c}` }));

function pathTemplate(route: FuzzedRoute): string {
  const fixed = Object.entries(route.pathParams ?? {});
  return fixed.reduce((path, [name, value]) => path.replace(`{${name}}`, value), route.route.split(' ')[1]!);
}

function requests(route: FuzzedRoute): fc.Arbitrary<Request> {
  const template = pathTemplate(route);
  const id = route.knownId ? fc.oneof({ weight: 4, arbitrary: fc.constant(route.knownId) }, { weight: 1, arbitrary: hostileIdSegment }) : hostileIdSegment;
  const body = route.validBody ? hostileBody(route.validBody) : fc.oneof(fc.constant(undefined), hostileBody({ anything: 'at all' }));
  const headers = route.ownAddress ? address : fc.constant({});
  return fc.record({ id, body, headers }).map(({ id: segment, body: value, headers: extra }) => ({ path: template.replace(/\{\w+\}/, () => segment), body: value, headers: extra }));
}

/**
 * For arbitrary bodies (and ids) the route never answers 5xx, every error is JSON with a
 * message, and a 4xx appends nothing to the log.
 */
export async function expectNoServerErrorNorAppend(app: TestApp, client: TestClient, route: FuzzedRoute, numRuns: number): Promise<void> {
  const method = route.route.split(' ')[0]!.toUpperCase();
  await fc.assert(
    fc.asyncProperty(requests(route), async (request) => {
      const before = await countEvents(app);
      const response = await client.request(method, request.path, request.body, request.headers);
      const seen = `${method} ${request.path.slice(0, 120)} -> ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`;
      expect(response.status, seen).toBeLessThan(500);
      if (response.status >= 400) {
        expect(typeof response.body?.message, seen).toBe('string');
        expect(await countEvents(app), seen).toBe(before);
      }
    }),
    { numRuns, endOnFailure: true },
  );
}
