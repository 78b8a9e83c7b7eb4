import { vi } from 'vitest';
import type { TestApp } from '@glyco/testing';
import { API_ROUTES, fillPath, type AccessTokenRole } from '@glyco/contracts';
import type { Patient } from '../../clinician/clinician-test-support';

export interface V3Response {
  status: number;
  // Answers are checked field by field in each test, as TestResponse does.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

/** A request as a Nightscout API v3 client sends it: its own headers only, no session. */
export async function v3Request(app: TestApp, method: string, path: string, init: { body?: unknown; jwt?: string; headers?: Record<string, string> } = {}): Promise<V3Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (init.jwt) headers.Authorization = `Bearer ${init.jwt}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${app.url}${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

/** Makes an access token in Profile > Uploads and returns its id and value. */
export async function createAccessToken(patient: Patient, name: string, role: AccessTokenRole): Promise<{ id: string; token: string }> {
  const response = await patient.client.post(API_ROUTES.nightscoutAccessTokens.create.path, { name, role });
  if (response.status !== 201) throw new Error(`creating a token failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { id: response.body.id, token: response.body.token };
}

/** The JWT the exchange gives for an access token, as AndroidAPS asks for it before API v3. */
export async function exchange(app: TestApp, token: string): Promise<string> {
  const response = await v3Request(app, 'GET', fillPath(API_ROUTES.nightscoutV3.authorize.path, { accessToken: token }));
  if (response.status !== 200) throw new Error(`the exchange failed: ${response.status}`);
  return response.body.token;
}

/** Once the projector has made the documents read model: a busy machine takes seconds after start. */
export async function documentsReadModelReady(app: TestApp): Promise<void> {
  await vi.waitFor(
    async () => {
      const { rows } = await app.database.pool.query<{ oid: string | null }>(`SELECT to_regclass('nightscout_v3_documents') AS oid`);
      if (!rows[0]?.oid) throw new Error('the documents read model is not there yet');
    },
    { timeout: 60_000, interval: 200 },
  );
}
