import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@glyco/event-store';
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

const reading = (valueMgdl: number, timestamp: string, readingType = 'CGM') => ({
  valueMgdl, entered: { value: valueMgdl, unit: 'mg/dL' }, timestamp, timezoneOffsetMinutes: 0,
  mealContext: 'Not Specified', readingType, feeling: 'Not Specified', notes: '', tags: [],
});

describe('a batch of glucose events folded for the day digests', () => {
  it('touches every day a reading leaves or enters, across dates and sources, in event order', () => {
    const { readings, days } = foldBatch(
      [
        event('GlucoseReadingLogged', 0n, reading(100, '2026-03-01T10:00:00.000Z')),
        event('GlucoseReadingUpdated', 1n, reading(150, '2026-03-02T10:00:00.000Z')),
        event('GlucoseReadingUpdated', 2n, reading(150, '2026-03-02T10:00:00.000Z', 'Lab')),
        event('GlucoseReadingDeleted', 3n, {}),
      ],
      new Map(),
    );
    expect(days.map((day) => `${day.localDate} ${day.source}`)).toEqual(['2026-03-01 cgm', '2026-03-02 cgm', '2026-03-02 meter']);
    expect(readings).toHaveLength(1);
    expect(readings[0]![1]).toMatchObject({ live: false, revision: 3n, source: 'meter', readingType: 'Lab', localDate: '2026-03-02' });
  });

  it('ignores a redelivered event that is not newer than what was stored', () => {
    const logged = event('GlucoseReadingLogged', 0n, reading(100, '2026-03-01T10:00:00.000Z'));
    const first = foldBatch([logged], new Map());
    const again = foldBatch([logged], new Map(first.readings));
    expect(again).toEqual({ readings: [], days: [] });
  });
});
