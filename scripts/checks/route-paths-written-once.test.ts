import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every path of `/api` is written once, in the route table (contracts/src/api-routes): code,
 * tests, e2e, bench and scripts build theirs from it (`API_ROUTES.glucose.log.path`,
 * `fillPath(API_ROUTES.glucose.update.path, { id })`). This check fails on a path literal anywhere
 * else, but for the files listed below.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SCANNED = ['contracts', 'runtime', 'event-store', 'projections', 'imports', 'command-api', 'workers', 'assistant', 'server', 'testing', 'web', 'e2e', 'bench', 'scripts'];
const TABLE = 'contracts/src/api-routes/';

/** A path under `/api/`, quoted or after a template's base URL; a bare prefix such as `'/api/v1/'` names no route. */
const PATH_LITERAL = /(['"`]|\})\/api\/(?![\w-]*\/['"`])\w/;

/** Files that write concrete URLs on purpose, and why. */
const DELIBERATE: Record<string, string> = {
  'command-api/src/clinician/matched-route.test.ts': 'matches concrete URLs to the table, unknown ones included',
  'command-api/src/clinician/clinician-gate.test.ts': 'gates concrete URLs, unknown ones included',
  'runtime/src/http/mount-route.test.ts': 'sends concrete URLs through a mounted route',
  'command-api/src/http/read-your-writes.test.ts': 'maps concrete URLs, a trailing slash included, to the read models they wait for',
  'command-api/src/openapi/build-openapi.test.ts': 'reads the generated document by the OpenAPI paths it must hold',
  'command-api/src/openapi/route-table.int.test.ts': 'checks the served document holds an OpenAPI path',
  'command-api/src/http/consistent-responses.int.test.ts': 'unknown routes and an undecodable id answer 404',
  'command-api/src/http/security-headers.int.test.ts': 'an unknown route answers 404 with the same headers',
  'scripts/checks/route-paths-written-once.test.ts': 'shows the literals it catches',
  'command-api/src/http/late-errors.test.ts': 'mounts routes of its own, outside the table, whose answers fail as they are written',
  'web/src/lib/api-client.test.ts': 'checks the URL the client builds, its query string included',
  'web/src/lib/api-route-call.test.ts': 'checks the URL a route call builds, its path parameters encoded',
  'runtime/src/logger.test.ts': 'checks that a logged URL keeps its path and loses its secret',
  'command-api/src/nightscout/properties/properties.int.test.ts': 'asks Nightscout URLs as followers write them: a .json suffix with ?token, names in the path',
  'command-api/src/nightscout/v3/android-aps-v3.int.test.ts': "replays AndroidAPS's own URLs, from its source",
  'command-api/src/nightscout/clients/juggluco.int.test.ts': "replays the app's own URLs, from its source",
  'command-api/src/nightscout/clients/loop-caregiver.int.test.ts': "replays the app's own URLs, from its source",
  'command-api/src/nightscout/clients/loop.int.test.ts': "replays the app's own URLs, from its source",
  'command-api/src/nightscout/clients/loopfollow-devicestatus.int.test.ts': "replays the app's own URLs, from its source",
  'command-api/src/nightscout/clients/loopfollow.int.test.ts': "replays the app's own URLs, from its source",
  'command-api/src/nightscout/clients/nightguard-properties.int.test.ts': "replays the app's own URLs, from its source",
  'command-api/src/nightscout/clients/nightguard.int.test.ts': "replays the app's own URLs, from its source",
  'command-api/src/nightscout/clients/xdrip-follower.int.test.ts': "replays the app's own URLs, from its source",
  'command-api/src/nightscout/clients/xdrip-uploader.int.test.ts': "replays the app's own URLs, from its source",
  'command-api/src/nightscout/clients/xdrip4ios.int.test.ts': "replays the app's own URLs, from its source",
};

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return ['node_modules', 'dist', 'coverage'].includes(name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(name) ? [path] : [];
  });
}

const isComment = (line: string) => /^\s*(\/\/|\*|\/\*)/.test(line);

/** Lines writing a path literal, by file (relative to the root), the table left out. */
function pathLiterals(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of SCANNED.flatMap((folder) => sourceFiles(join(ROOT, folder)))) {
    const path = relative(ROOT, file);
    if (path.startsWith(TABLE)) continue;
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (!isComment(line) && PATH_LITERAL.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : []));
    if (lines.length > 0) found.set(path, lines);
  }
  return found;
}

describe('every /api path is written once, in the route table', () => {
  const found = pathLiterals();

  it('no other file writes one (build it from API_ROUTES and fillPath)', () => {
    const elsewhere = [...found].filter(([path]) => !(path in DELIBERATE)).flatMap(([, lines]) => lines);
    expect(elsewhere).toEqual([]);
  });

  it('every deliberate exception still writes a path (else leave it off the list)', () => {
    expect(Object.keys(DELIBERATE).filter((path) => !found.has(path))).toEqual([]);
  });

  it('would catch one', () => {
    expect(PATH_LITERAL.test("await client.get('/api/glucose');")).toBe(true);
    expect(PATH_LITERAL.test('await client.put(`/api/glucose/${id}`, body);')).toBe(true);
    expect(PATH_LITERAL.test('await fetch(`${app.url}/api/imports`, init);')).toBe(true);
    expect(PATH_LITERAL.test("if (ctx.path.startsWith('/api/')) return;")).toBe(false);
    expect(PATH_LITERAL.test("new URL('/api/v1/', origin);")).toBe(false);
    expect(PATH_LITERAL.test('await client.get(API_ROUTES.glucose.list.path);')).toBe(false);
  });
});
