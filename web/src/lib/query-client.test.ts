import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, isRetryable } from './query-client';

describe('isRetryable', () => {
  it('asks again after no answer, a timeout or a server fault, never after a 4xx', () => {
    expect(isRetryable(new ApiError('network', 0, '', ''))).toBe(true);
    expect(isRetryable(new ApiError('timeout', 0, '', 'The request timed out.'))).toBe(true);
    expect(isRetryable(new ApiError('http', 503, 'Service Unavailable', ''))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422]) expect(isRetryable(new ApiError('http', status, '', ''))).toBe(false);
    expect(isRetryable(new Error('a bug'))).toBe(false);
  });
});

describe('a write', () => {
  it('refetches at once the answers built on the records it changes, and only those', async () => {
    const client = createQueryClient();
    const meals = vi.fn(async () => 'meals');
    const profile = vi.fn(async () => 'profile');
    const watch = (key: string, queryFn: () => Promise<string>, reads: ('meals' | 'profile')[]) =>
      new QueryObserver(client, { queryKey: [key], queryFn, meta: { reads } }).subscribe(() => undefined);
    const stop = [watch('meals', meals, ['meals']), watch('profile', profile, ['profile'])];
    await vi.waitFor(() => expect(meals).toHaveBeenCalledTimes(1));

    await client.getMutationCache().build(client, { mutationFn: async () => 'saved', meta: { writes: ['meals'] } }).execute(undefined);

    await vi.waitFor(() => expect(meals).toHaveBeenCalledTimes(2));
    expect(profile).toHaveBeenCalledTimes(1);
    for (const unsubscribe of stop) unsubscribe();
    client.clear();
  });
});
