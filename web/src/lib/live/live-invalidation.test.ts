import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { LiveChangeKind, LiveMessage } from '@glyco/contracts';
import type { RecordKind } from '../query-client';
import { applyLiveMessage, onLiveReading } from './live-invalidation';

/** A cache holding one settled answer per key, each reading what `meta.reads` names. */
function cacheWith(entries: Array<{ key: readonly unknown[]; reads?: RecordKind[] }>) {
  const client = new QueryClient();
  for (const { key, reads } of entries) {
    client.getQueryCache().build(client, { queryKey: key, meta: reads ? { reads } : undefined });
    client.setQueryData(key, 'answer');
  }
  const stale = () => entries.filter(({ key }) => client.getQueryState(key)?.isInvalidated).map(({ key }) => key.join('/'));
  return { client, stale };
}

const screens = [
  { key: ['dashboard'], reads: ['glucose', 'meals', 'insulin', 'profile'] as RecordKind[] },
  { key: ['glucose', 'daily-view', 'day'], reads: ['glucose', 'meals', 'insulin', 'profile'] as RecordKind[] },
  { key: ['glucose', 'period'], reads: ['glucose'] as RecordKind[] },
  { key: ['meals', 'list'], reads: ['meals'] as RecordKind[] },
  { key: ['insulin', 'list'], reads: ['insulin'] as RecordKind[] },
  { key: ['dashboard', 'on-board'], reads: ['meals', 'insulin', 'nightscout', 'profile'] as RecordKind[] },
  { key: ['dashboard', 'loop-status'], reads: ['nightscout'] as RecordKind[] },
  { key: ['imports', 'list'], reads: ['imports'] as RecordKind[] },
  { key: ['clinician', 'period'] },
];

const changed = (kind: LiveChangeKind): LiveMessage => ({ type: 'changed', personId: 'p1', position: '1/1', kind });
const reading: LiveMessage = { type: 'reading', personId: 'p1', position: '2/2', reading: { id: 'r1', at: '2026-11-28T18:00:00.000Z', mgdl: 142, trend: 'Flat', source: 'xDrip' } };

afterEach(() => vi.restoreAllMocks());

describe('applyLiveMessage', () => {
  it.each([
    [reading, ['dashboard', 'glucose/daily-view/day', 'glucose/period']],
    [changed('meal'), ['dashboard', 'glucose/daily-view/day', 'meals/list', 'dashboard/on-board']],
    [changed('dose'), ['dashboard', 'glucose/daily-view/day', 'insulin/list', 'dashboard/on-board']],
    [changed('deviceStatus'), ['dashboard/on-board', 'dashboard/loop-status']],
    [changed('import'), ['dashboard', 'glucose/daily-view/day', 'glucose/period', 'meals/list', 'insulin/list', 'dashboard/on-board', 'imports/list']],
  ] as const)('a %j message refetches exactly the answers built on what it changed', async (message, expected) => {
    const { client, stale } = cacheWith(screens);
    await applyLiveMessage(client, message);
    expect(stale()).toEqual(expected);
  });

  it("hands a reading to the screens that show it at once, and never another person's", async () => {
    const { client, stale } = cacheWith(screens);
    const listener = vi.fn();
    const stop = onLiveReading(listener);
    await applyLiveMessage(client, reading, ['clinician']);
    expect(listener).not.toHaveBeenCalled();
    expect(stale()).toEqual(['clinician/period']);
    await applyLiveMessage(client, reading);
    expect(listener).toHaveBeenCalledWith(client, 'p1', (reading as Extract<LiveMessage, { type: 'reading' }>).reading);
    stop();
  });
});
