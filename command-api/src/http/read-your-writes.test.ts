import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { MIN_POSITION_HEADER } from '@glyco/contracts';
import { readYourWrites } from './read-your-writes';

/** The read models the middleware waited for on one request. */
async function waitedFor(method: string, path: string): Promise<readonly string[] | 'every read model'> {
  let names: readonly string[] | 'every read model' = [];
  const middleware = readYourWrites(async (_position, _timeoutMs, readModels) => {
    names = readModels ?? 'every read model';
    return true;
  });
  const ctx = { method, path, get: (name: string) => (name === MIN_POSITION_HEADER ? '12/34' : ''), set: () => undefined } as unknown as Context;
  await middleware(ctx, async () => undefined);
  return names;
}

describe('read-your-writes', () => {
  it('waits only for the read models a list answers from', async () => {
    expect(await waitedFor('GET', '/api/glucose')).toEqual(['glucose_readings']);
    expect(await waitedFor('GET', '/api/meals/')).toEqual(['meals']);
  });

  it('waits for every read model on a route it does not know', async () => {
    expect(await waitedFor('GET', '/api/glucose/stats/overview')).toBe('every read model');
    expect(await waitedFor('GET', '/api/reports/overview')).toBe('every read model');
  });
});
