// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { forgetQueriesOf, keepQueriesOf } from './query-persistence';

const meals = { meals: [{ _id: 'm1', mealType: 'Lunch' }], totalCount: 1 };

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

/** Ann's answers, kept on the device as her app would keep them. */
function keepAnnsAnswers(): void {
  localStorage.setItem('token', 'ann-token');
  const client = new QueryClient();
  const stop = keepQueriesOf(client, 'ann');
  client.setQueryData(['meals', 'list'], meals);
  vi.advanceTimersByTime(1000);
  stop();
}

describe("a person's answers on the device", () => {
  it('come back in the next app for the same person, and only for them', () => {
    vi.useFakeTimers();
    keepAnnsAnswers();

    const annAgain = new QueryClient();
    keepQueriesOf(annAgain, 'ann')();
    expect(annAgain.getQueryData(['meals', 'list'])).toEqual(meals);

    const bob = new QueryClient();
    keepQueriesOf(bob, 'bob')();
    expect(bob.getQueryData(['meals', 'list'])).toBeUndefined();
  });

  it('stop being written at once when the app stops keeping them, and are gone after a sign-out', () => {
    vi.useFakeTimers();
    keepAnnsAnswers();
    const client = new QueryClient();
    const stop = keepQueriesOf(client, 'ann');
    client.setQueryData(['profile'], { name: 'Ann' });
    stop();
    forgetQueriesOf('ann');
    vi.advanceTimersByTime(5000);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('glyco.queryCache.'))).toEqual([]);
  });

  it('live beside a token kept for the tab only, so closing the tab leaves nothing', () => {
    vi.useFakeTimers();
    sessionStorage.setItem('token', 'tab-token');
    const client = new QueryClient();
    const stop = keepQueriesOf(client, 'tab-person');
    client.setQueryData(['meals', 'list'], meals);
    vi.advanceTimersByTime(1000);
    stop();
    expect(sessionStorage.getItem('glyco.queryCache.tab-person')).toContain('Lunch');
    expect(localStorage.getItem('glyco.queryCache.tab-person')).toBeNull();
  });
});
