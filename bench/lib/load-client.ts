import { Pool } from 'undici';

export interface LoadResponse {
  status: number;
  body: unknown;
}

/**
 * The load generator's HTTP client: one keep-alive connection per client of the load, through
 * undici's request API, which costs the bench's process a fraction of what `fetch` does per
 * request. People's phones and pumps are not on the server's machine; on two cores every
 * millisecond the load spends is one the product under test does not get.
 */
export function createLoadClient(baseUrl: string, connections: number) {
  const pool = new Pool(baseUrl, { connections, pipelining: 1 });
  return {
    async post(path: string, body: unknown, token?: string): Promise<LoadResponse> {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await pool.request({ method: 'POST', path, headers, body: JSON.stringify(body) });
      return { status: response.statusCode, body: await response.body.json() };
    },
    close: () => pool.close(),
  };
}

export type LoadClient = ReturnType<typeof createLoadClient>;
