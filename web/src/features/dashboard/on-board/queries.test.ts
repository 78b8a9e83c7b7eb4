import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { onBoardOf, type LiveChangeKind } from '@glyco/contracts';
import { applyLiveMessage } from '../../../lib/live/live-invalidation';
import { onBoardQuery } from './queries';

const answer = onBoardOf({ now: new Date('2026-11-28T12:00:00.000Z'), boluses: [], meals: [], settings: null, deviceStatuses: [] });

async function cachedOnBoard(): Promise<QueryClient> {
  const client = new QueryClient();
  await client.fetchQuery({ ...onBoardQuery(), queryFn: async () => answer });
  return client;
}

const invalidatedBy = async (kind: LiveChangeKind) => {
  const client = await cachedOnBoard();
  await applyLiveMessage(client, { type: 'changed', personId: 'p1', position: '1/1', kind });
  return client.getQueryState(onBoardQuery().queryKey)?.isInvalidated;
};

describe('the on-board query', () => {
  it('is fetched again when the live stream reports a meal, a dose, a device status or a profile change', async () => {
    for (const kind of ['meal', 'dose', 'deviceStatus', 'profile'] as const) expect(await invalidatedBy(kind), kind).toBe(true);
  });

  it('stays as it is for a change it is not built from', async () => {
    expect(await invalidatedBy('alert')).toBe(false);
  });
});
