import type { FoodDetail, FoodSummary } from '@glyco/contracts';
import { fdcFoodSchema, fdcSearchResponseSchema, toFoodDetail, toFoodSummaries } from './fdc-food';

export type Fetch = typeof globalThis.fetch;

export const FDC_BASE_URL = 'https://api.nal.usda.gov/fdc/v1';
const DEFAULT_TIMEOUT_MS = 2500;

/** FoodData Central is optional: any failure is this error, whose message never carries the API key. */
export class FdcUnavailableError extends Error {
  override readonly name = 'FdcUnavailableError';
}

export interface FdcClient {
  search(query: string, pageSize: number): Promise<FoodSummary[]>;
  /** Undefined when FoodData Central has no such food. */
  food(fdcId: number): Promise<FoodDetail | undefined>;
}

export interface FdcClientOptions {
  apiKey: string;
  fetch?: Fetch;
  timeoutMs?: number;
}

/** Server-side FoodData Central client: the API key stays on the server. */
export function createFdcClient({ apiKey, fetch = globalThis.fetch, timeoutMs = DEFAULT_TIMEOUT_MS }: FdcClientOptions): FdcClient {
  async function getJson(path: string, params: Record<string, string>): Promise<unknown | undefined> {
    const url = new URL(`${FDC_BASE_URL}${path}`);
    for (const [name, value] of Object.entries({ ...params, api_key: apiKey })) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new FdcUnavailableError('FoodData Central did not answer');
    }
    if (response.status === 404) return undefined;
    if (!response.ok) throw new FdcUnavailableError(`FoodData Central answered ${response.status}`);
    return response.json().catch(() => {
      throw new FdcUnavailableError('FoodData Central answered with invalid JSON');
    });
  }

  return {
    async search(query, pageSize) {
      const body = await getJson('/foods/search', { query, dataType: 'Foundation,SR Legacy', pageSize: String(pageSize) });
      const parsed = fdcSearchResponseSchema.safeParse(body ?? {});
      if (!parsed.success) throw new FdcUnavailableError('FoodData Central answered an unexpected search shape');
      return toFoodSummaries(parsed.data);
    },
    async food(fdcId) {
      const body = await getJson(`/food/${fdcId}`, {});
      if (body === undefined) return undefined;
      const parsed = fdcFoodSchema.safeParse(body);
      if (!parsed.success) throw new FdcUnavailableError('FoodData Central answered an unexpected food shape');
      return toFoodDetail(parsed.data);
    },
  };
}
