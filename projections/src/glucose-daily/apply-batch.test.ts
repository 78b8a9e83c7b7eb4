import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@glyco/contracts/event-store';
import { foldBatch } from './apply-batch';

const userId = '11111111-1111-4111-8111-111111111111';
const readingId = '22222222-2222-4222-8222-222222222222';
let position = 0n;

function event(type: string, revision: bigint, data: Record<string, unknown>): RecordedEvent {
  position += 1n;
  return {
    eventId: crypto.randomUUID(), type, schemaVersion: 1, streamId: `glucose_reading-${readingId}`, revision,
    position: { commit: position, prepare: position }, data: { readingId, userId, ...data }, metadata: {}, recordedAt: new Date(),
  };
}

const reading = (valueMgdl: number, timestamp: string) => ({
  valueMgdl, entered: { value: valueMgdl, unit: 'mg/dL' }, timestamp, timezoneOffsetMinutes: 0,
  mealContext: 'Not Specified', readingType: 'CGM', feeling: 'Not Specified', notes: '', tags: [],
});

describe('a batch of glucose events folded for the daily aggregates', () => {
  it('adds a logged reading, moves it on correction and takes it out on deletion, in event order', () => {
    const { readings, changes } = foldBatch(
      [
        event('GlucoseReadingLogged', 0n, reading(100, '2026-03-01T10:00:00.000Z')),
        event('GlucoseReadingUpdated', 1n, reading(150, '2026-03-02T10:00:00.000Z')),
        event('GlucoseReadingDeleted', 2n, {}),
      ],
      new Map(),
    );
    expect(changes.map((change) => [change.record.localDate, change.record.decimg, change.delta])).toEqual([
      ['2026-03-01', 1000, 1],
      ['2026-03-01', 1000, -1],
      ['2026-03-02', 1500, 1],
      ['2026-03-02', 1500, -1],
    ]);
    expect(readings).toHaveLength(1);
    expect(readings[0]![1]).toMatchObject({ live: false, revision: 2n });
  });

  it('ignores a redelivered event that is not newer than what was stored', () => {
    const logged = event('GlucoseReadingLogged', 0n, reading(100, '2026-03-01T10:00:00.000Z'));
    const first = foldBatch([logged], new Map());
    const again = foldBatch([logged], new Map(first.readings));
    expect(again.changes).toEqual([]);
    expect(again.readings).toEqual([]);
  });
});
