import { describe, expect, it } from 'vitest';
import { deleted, given, logged, OWNER, READING_ID, STRANGER } from '../decide-fixtures';
import { decideDeleteGlucoseReading } from './decide';

const remove = (userId = OWNER) => ({ readingId: READING_ID, userId });
const notFound = expect.objectContaining({ kind: 'not_found', message: 'Reading not found' });

describe('delete glucose reading', () => {
  it('given a reading, when deleted by its owner, then GlucoseReadingDeleted', () => {
    expect(decideDeleteGlucoseReading(given(logged()), remove())).toEqual([
      { type: 'GlucoseReadingDeleted', schemaVersion: 1, data: { readingId: READING_ID, userId: OWNER } },
    ]);
  });

  it('given a deleted reading, when deleted again by its owner, then not found', () => {
    expect(() => decideDeleteGlucoseReading(given(logged(), deleted()), remove())).toThrow(notFound);
  });

  it('given no reading, when deleted, then not found', () => {
    expect(() => decideDeleteGlucoseReading(given(), remove())).toThrow(notFound);
  });

  it("given another user's reading, live or deleted, when deleted, then not found", () => {
    expect(() => decideDeleteGlucoseReading(given(logged()), remove(STRANGER))).toThrow(notFound);
    expect(() => decideDeleteGlucoseReading(given(logged(), deleted()), remove(STRANGER))).toThrow(notFound);
  });
});
