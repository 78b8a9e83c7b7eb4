import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp, TestResponse } from '@glyco/testing';
import type { Patient } from '../clinician/clinician-test-support';
import { API_ROUTES, routeName, routePaths, type ApiRoute } from '@glyco/contracts';

export const sha1Hex = (text: string) => createHash('sha1').update(text).digest('hex');

/** Makes the patient's uploader secret, as the Profile page does, and returns it. */
export async function createSecret(patient: Patient): Promise<string> {
  const response = await patient.client.post(API_ROUTES.nightscoutSecret.create.path);
  if (response.status !== 201) throw new Error(`creating a secret failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.secret;
}

/** The route's path with Nightscout's `.json` suffix, as uploaders call it. */
export function jsonPath(route: ApiRoute): string {
  const [, suffixed] = routePaths(route);
  if (!suffixed) throw new Error(`${routeName(route)} takes no .json suffix`);
  return suffixed;
}

export type NightscoutResponse = Pick<TestResponse, 'status' | 'body'>;

/** A request as a Nightscout client sends it: its own headers only, no session. */
export async function nightscout(app: TestApp, method: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}): Promise<NightscoutResponse> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${app.url}${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** Events whose stored JSON (data or metadata) holds the text, in any case. */
export async function eventsHolding(app: TestApp, text: string): Promise<number> {
  const { rows } = await app.database.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM events WHERE upper(data::text || metadata::text) LIKE '%' || upper($1) || '%'`,
    [text],
  );
  return rows[0]!.n;
}

/**
 * A GET once it answers `count` documents: a post waits a few seconds for the read model, and a
 * machine under load may take longer.
 */
export async function readBack(app: TestApp, path: string, count: number): Promise<NightscoutResponse> {
  let last: NightscoutResponse = { status: 0, body: [] };
  await expect
    .poll(async () => {
      last = await nightscout(app, 'GET', path);
      return Array.isArray(last.body) ? last.body.length : -1;
    }, { timeout: 20_000 })
    .toBe(count);
  return last;
}
