import { randomUUID } from 'node:crypto';
import { API_ROUTES, fillPath, type ImportResponse } from '@glyco/contracts';
import type { HostileProduct } from './hostile-product';

export const PASSWORD = 'Marmalade-Sky-42';

export interface Person {
  token: string;
  userId: string;
  email: string;
  name: string;
  /** The address the person's requests come from (X-Forwarded-For; the product trusts one proxy). */
  address: string;
  headers(extra?: Record<string, string>): Record<string, string>;
}

let people = 0;

/** An address of its own for each person, so per-address limits never mix two people. */
function nextAddress(): string {
  people += 1;
  return `10.77.${people >> 8}.${people & 255}`;
}

export async function signUp(product: HostileProduct, name = `Person ${randomUUID().slice(0, 8)}`): Promise<Person> {
  const address = nextAddress();
  const email = `${randomUUID()}@example.com`;
  const response = await product.fetch(API_ROUTES.accounts.register.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ name, email, password: PASSWORD, diabetesType: 'Type 1' }),
  });
  const body = (await response.json()) as { token: string; user?: { _id: string } };
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(body)}`);
  const headers = (extra: Record<string, string> = {}) => ({ Authorization: `Bearer ${body.token}`, 'X-Forwarded-For': address, Accept: 'application/json', ...extra });
  const me = await product.fetch(API_ROUTES.accounts.me.path, { headers: headers() });
  const { _id: userId } = (await me.json()) as { _id: string };
  return { token: body.token, userId, email, name, address, headers };
}

/** A JSON request as the person; answers the status and the parsed body (text when not JSON). */
export async function call(product: HostileProduct, person: Person | undefined, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await product.fetch(path, {
    method,
    headers: { ...(person?.headers() ?? {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json');
  return { status: response.status, headers: response.headers, body: json && text ? JSON.parse(text) : text };
}

/** Uploads a file as the raw body of POST /api/imports; answers the status and body. */
export async function upload(product: HostileProduct, person: Person, bytes: Buffer | string, contentType: string, fileName: string) {
  const send = () =>
    product.fetch(`${API_ROUTES.imports.upload.path}?fileName=${encodeURIComponent(fileName)}`, {
      method: 'POST',
      headers: person.headers({ 'Content-Type': contentType }),
      body: typeof bytes === 'string' ? bytes : new Uint8Array(bytes),
    });
  // A kept-alive connection the server closed while idle fails the write (EPIPE) before any of the
  // body arrives, so nothing was imported: sent again once, on a new connection.
  const response = await send()
    .catch(send)
    .catch((error: unknown) => {
      throw new Error(`the upload got no answer (${String(error)}); the product's log ends:\n${product.child.log().slice(-3000)}`);
    });
  const text = await response.text();
  return { status: response.status, body: response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : text };
}

/** The import once it is done or failed (or undefined if it is still going at the deadline). */
export async function importSettled(product: HostileProduct, person: Person, id: string, timeoutMs: number): Promise<ImportResponse | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { status, body } = await call(product, person, 'GET', fillPath(API_ROUTES.imports.detail.path, { id }));
    if (status === 200 && (body.status === 'done' || body.status === 'failed')) return body as ImportResponse;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return undefined;
}

/** Events the person's id appears in, of the types that carry readings, meals and doses. */
export async function storedRecords(product: HostileProduct, userId: string): Promise<number> {
  const { rows } = await product.database.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM events WHERE data->>'userId' = $1 AND type IN ('GlucoseReadingLogged', 'MealLogged', 'InsulinDoseLogged')`,
    [userId],
  );
  return rows[0]!.n;
}

/** How many times the import was started and failed, by its events: a size or shape failure happens once. */
export async function importRuns(product: HostileProduct, importId: string): Promise<{ started: number; failed: number }> {
  const { rows } = await product.database.pool.query<{ type: string; n: number }>(
    `SELECT type, count(*)::int AS n FROM events WHERE type IN ('ImportStarted', 'ImportFailed') AND data->>'importId' = $1 GROUP BY type`,
    [importId],
  );
  const times = Object.fromEntries(rows.map((row) => [row.type, row.n]));
  return { started: times.ImportStarted ?? 0, failed: times.ImportFailed ?? 0 };
}
