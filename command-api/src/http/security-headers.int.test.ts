import type { Server } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRoutes } from '../runtime/build-app';
import { createApp } from '../server';
import { closeServer, listen, startTestApp, TEST_JWT_SECRET, type TestApp } from '@glyco/testing';
import { API_ROUTES } from '@glyco/contracts';

/**
 * The headers the product promises on every response (OWASP ASVS 5.0 V3.4, and V14.3.2 for
 * caching): the API's JSON, its errors, the web app's HTML and its static assets. The app is the
 * product's own composition (`createApp` with every route of `buildRoutes`) over a small web build
 * of its own, so the test does not depend on `web/dist` having been built.
 */

let app: TestApp;
let server: Server;
let baseUrl: string;
let distDir: string;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  distDir = await mkdtemp(join(tmpdir(), 'glyco-headers-web-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>');
  await writeFile(join(distDir, 'assets', 'app-1.js'), 'console.log("glyco");');
  await writeFile(join(distDir, 'assets', 'app-1.css'), 'body{}');
  const { product } = app;
  const deps = { config: product.config, logger: { debug() {}, info() {}, warn() {}, error() {} }, database: product.database, store: product.store, keys: product.keys, projector: product.projector, queues: product.queues, jwtSecret: TEST_JWT_SECRET };
  server = await listen(createApp({ logger: deps.logger, webDistDir: distDir, trustedProxies: 1, ...buildRoutes(deps) }), 0, '127.0.0.1');
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const registered = await fetch(`${baseUrl}${API_ROUTES.accounts.register.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Hedy', email: 'hedy@example.com', password: 'Marmalade-Sky-42', diabetesType: 'Type 1' }),
  });
  expect(registered.status).toBe(201);
  token = ((await registered.json()) as { token: string }).token;
});
afterAll(async () => {
  if (server) await closeServer(server);
  await app?.close();
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

interface Probe {
  name: string;
  method?: string;
  path: string;
  body?: string;
  auth?: boolean;
  status: number;
  /** The answer carries health data or a session: never stored by a browser or a proxy. */
  noStore: boolean;
  contentType: RegExp;
}

const reading = JSON.stringify({ value: 110, unit: 'mg/dL', timestamp: '2024-05-01T07:30:00.000Z', timezoneOffsetMinutes: 0, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal', notes: '', tags: [] });
const PROBES: Probe[] = [
  { name: 'the web app (HTML)', path: '/', status: 200, noStore: false, contentType: /^text\/html/ },
  { name: 'a client-side route (HTML)', path: '/glucose', status: 200, noStore: false, contentType: /^text\/html/ },
  { name: 'a static script', path: '/assets/app-1.js', status: 200, noStore: false, contentType: /javascript/ },
  { name: 'a static stylesheet', path: '/assets/app-1.css', status: 200, noStore: false, contentType: /^text\/css/ },
  { name: 'the health check', path: API_ROUTES.system.health.path, status: 200, noStore: true, contentType: /json/ },
  { name: 'sign-in (a session token)', method: 'POST', path: API_ROUTES.accounts.login.path, body: JSON.stringify({ email: 'hedy@example.com', password: 'Marmalade-Sky-42' }), status: 200, noStore: true, contentType: /json/ },
  { name: 'a wrong password (401)', method: 'POST', path: API_ROUTES.accounts.login.path, body: JSON.stringify({ email: 'hedy@example.com', password: 'Wrong-Password-1' }), status: 401, noStore: true, contentType: /json/ },
  { name: 'malformed JSON (400)', method: 'POST', path: API_ROUTES.accounts.login.path, body: '{"email":', status: 400, noStore: true, contentType: /json/ },
  { name: 'a wrong method (405)', method: 'DELETE', path: API_ROUTES.accounts.login.path, status: 405, noStore: true, contentType: /json/ },
  { name: 'no token (401)', path: API_ROUTES.glucose.list.path, status: 401, noStore: true, contentType: /json/ },
  { name: 'an unknown API route (404)', path: '/api/no-such-thing', auth: true, status: 404, noStore: true, contentType: /json/ },
  { name: 'a logged reading (201)', method: 'POST', path: API_ROUTES.glucose.log.path, body: reading, auth: true, status: 201, noStore: true, contentType: /json/ },
  { name: 'invalid input (400)', method: 'POST', path: API_ROUTES.glucose.log.path, body: JSON.stringify({ value: -5 }), auth: true, status: 400, noStore: true, contentType: /json/ },
  { name: 'the readings', path: API_ROUTES.glucose.list.path, auth: true, status: 200, noStore: true, contentType: /json/ },
  { name: 'the glucose statistics', path: API_ROUTES.glucose.stats.path, auth: true, status: 200, noStore: true, contentType: /json/ },
  { name: 'the profile', path: API_ROUTES.accounts.me.path, auth: true, status: 200, noStore: true, contentType: /json/ },
  { name: 'a CSV export', path: `${API_ROUTES.reports.csv.path}?type=glucose`, auth: true, status: 200, noStore: true, contentType: /^text\/csv/ },
];

async function probe(entry: Probe): Promise<Response> {
  const headers: Record<string, string> = { Origin: 'https://evil.example', Accept: 'application/json, text/html' };
  if (entry.body !== undefined) headers['Content-Type'] = 'application/json';
  if (entry.auth) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${entry.path}`, { method: entry.method ?? 'GET', headers, body: entry.body });
  await response.arrayBuffer();
  return response;
}

function directives(policy: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) parsed.set(name.toLowerCase(), values);
  }
  return parsed;
}

describe('security headers on every response', () => {
  it.each(PROBES)('$name: $path', async (entry) => {
    const response = await probe(entry);
    expect(response.status).toBe(entry.status);
    expect(response.headers.get('content-type')).toMatch(entry.contentType);
    const h = (name: string) => response.headers.get(name);

    // V3.4.3: a policy that allows only the origin's own resources, with object-src and base-uri 'none'.
    const csp = directives(h('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // V3.4.6: no framing by any origin (frame-ancestors, and X-Frame-Options for older browsers).
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(h('x-frame-options')).toBe('DENY');
    for (const values of csp.values()) expect(values.filter((value) => /unsafe-eval|unsafe-hashes|^\*$|^https?:$|^http:/.test(value))).toEqual([]);
    // V3.4.4, V3.4.5, V3.4.8.
    expect(h('x-content-type-options')).toBe('nosniff');
    expect(h('referrer-policy')).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
    expect(h('cross-origin-opener-policy')).toBe('same-origin');
    // V3.4.1: HSTS for at least a year, subdomains included (browsers apply it only over TLS).
    const hsts = h('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/i.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toMatch(/;\s*includeSubDomains/i);
    // V3.4.2: no CORS grant to another origin; nothing says what the server runs.
    expect(h('access-control-allow-origin')).toBeNull();
    expect(h('access-control-allow-credentials')).toBeNull();
    expect(h('x-powered-by')).toBeNull();
    // V14.3.2: answers of the API (health data, tokens, errors) are never stored.
    if (entry.noStore) expect(h('cache-control')).toMatch(/(^|,\s*)no-store(\s*,|$)/);
    expect(h('x-request-id')).toMatch(/^[\w-]{8,64}$/);
  });

  it('answers a cross-origin preflight without granting anything', async () => {
    const response = await fetch(`${baseUrl}${API_ROUTES.glucose.log.path}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    await response.arrayBuffer();
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-headers')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
