import { describe, expect, it } from 'vitest';
import { DuplicateEventIdError, InvalidAppendError } from './append-errors';
import { assertAppendable, assertExpectedRevision, findIdenticalRetry, isLive, type RecordedEventRef, type StreamState } from './append-rules';
import { WrongExpectedRevisionError } from './port';

const A = '5f0c4bb4-1f57-4c53-9b43-6f6a2f6b1a01';
const B = '5f0c4bb4-1f57-4c53-9b43-6f6a2f6b1a02';

function ref(eventId: string, revision: bigint, streamId = 'meal-1'): RecordedEventRef {
  return { eventId, streamId, revision, position: { commit: revision, prepare: revision } };
}

const softDeleted: StreamState = { revision: 3n, truncateBefore: 4n, tombstoned: false };

describe('expected revision rules', () => {
  it('treats a soft-deleted stream as absent but keeps its revision', () => {
    expect(isLive(softDeleted)).toBe(false);
    expect(() => assertExpectedRevision('meal-1', 'no_stream', softDeleted)).not.toThrow();
    expect(() => assertExpectedRevision('meal-1', 3n, softDeleted)).not.toThrow();
    expect(() => assertExpectedRevision('meal-1', 'stream_exists', softDeleted)).toThrow(WrongExpectedRevisionError);
  });

  it('is live again once a recreating append lands after the truncation point', () => {
    expect(isLive({ ...softDeleted, revision: 4n })).toBe(true);
  });
});

describe('appendable batches', () => {
  it.each([
    [[], 'no_events'],
    [[{ eventId: 'not-a-uuid', type: 'T', data: {} }], 'event_id_not_uuid'],
    [[{ eventId: A, type: 'T', data: {} }, { eventId: A.toUpperCase(), type: 'T', data: {} }], 'event_id_repeated_in_batch'],
  ])('refuses %j as %s', (events, reason) => {
    expect(() => assertAppendable('meal-1', events)).toThrow(expect.objectContaining({ name: InvalidAppendError.name, reason }));
  });
});

describe('identical retries', () => {
  it('recognises the same ids at the expected place, whatever their case', () => {
    expect(findIdenticalRetry('meal-1', 0n, [A.toUpperCase(), B], [ref(B, 2n), ref(A, 1n)])).toEqual(ref(B, 2n));
    expect(findIdenticalRetry('meal-1', 'no_stream', [A], [ref(A, 0n)])).toEqual(ref(A, 0n));
    expect(findIdenticalRetry('meal-1', 'any', [A], [])).toBeUndefined();
  });

  it.each([
    ['another stream', [A], [ref(A, 0n, 'meal-2')], 'any'],
    ['a partial batch', [A, B], [ref(A, 0n)], 'any'],
    ['another order', [A, B], [ref(A, 1n), ref(B, 0n)], 'any'],
    ['another place', [A], [ref(A, 0n)], 4n],
  ] as const)('refuses ids recorded in %s', (_, ids, recorded, expected) => {
    expect(() => findIdenticalRetry('meal-1', expected, ids, recorded)).toThrow(DuplicateEventIdError);
  });
});
