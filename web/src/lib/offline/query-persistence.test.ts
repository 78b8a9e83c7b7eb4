import { describe, expect, it } from 'vitest';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { isKeptAnswer, KEPT_FOR_MS, readKept } from './query-persistence';
import { clinicianQueryRoot } from '../clinician-session';

function keptText(savedAt: number, format = 'glyco-queries-1') {
  const client = new QueryClient();
  client.setQueryData(['meals', 'list'], { meals: [], totalCount: 0 });
  return JSON.stringify({ format, savedAt, state: dehydrate(client) });
}

describe('the answers kept on the device', () => {
  const now = Date.UTC(2026, 10, 28, 10, 42);

  it('are read back when written by this build within the week', () => {
    const state = readKept(keptText(now - 60_000), now);
    expect(state?.queries.map((query) => query.queryKey)).toEqual([['meals', 'list']]);
  });

  it('are ignored when older than a week, of another format or unreadable', () => {
    expect(readKept(keptText(now - KEPT_FOR_MS), now)).toBeNull();
    expect(readKept(keptText(now, 'glyco-queries-0'), now)).toBeNull();
    expect(readKept('{not json', now)).toBeNull();
    expect(readKept(null, now)).toBeNull();
  });
});

describe('which answers are kept', () => {
  const answer = (queryKey: unknown[], status: 'success' | 'error' = 'success') => ({ queryKey, state: { status } });

  it("keeps the person's own complete answers, and the list of people they follow", () => {
    expect(isKeptAnswer(answer(['meals', 'list', { page: 1 }]))).toBe(true);
    expect(isKeptAnswer(answer(['following']))).toBe(true);
    expect(isKeptAnswer(answer(['meals'], 'error'))).toBe(false);
  });

  it("never keeps another person's answers: a followed person's or a doctor's shared view", () => {
    expect(isKeptAnswer(answer(['following', 'person-2', 'dashboard']))).toBe(false);
    expect(isKeptAnswer(answer([...clinicianQueryRoot, 'patient']))).toBe(false);
  });
});
