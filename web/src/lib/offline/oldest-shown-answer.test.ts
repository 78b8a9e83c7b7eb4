import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { oldestShownAnswer } from './use-offline';

describe('the age of the data on screen', () => {
  it('is that of the oldest answer a page shows, not of answers no page shows', () => {
    const client = new QueryClient();
    client.setQueryData(['dashboard'], 'shown', { updatedAt: 2_000 });
    client.setQueryData(['meals'], 'shown', { updatedAt: 1_000 });
    client.setQueryData(['reports'], 'not shown', { updatedAt: 500 });
    const stop = ['dashboard', 'meals'].map((key) => new QueryObserver(client, { queryKey: [key], enabled: false }).subscribe(() => undefined));
    expect(oldestShownAnswer(client.getQueryCache().getAll())).toBe(1_000);
    for (const unsubscribe of stop) unsubscribe();
    expect(oldestShownAnswer(client.getQueryCache().getAll())).toBeNull();
  });
});
