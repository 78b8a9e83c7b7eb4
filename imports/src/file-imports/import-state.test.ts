import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { JsonObject } from '@glyco/contracts';
import { foldImport as foldStored } from './import-state';

const ids = { importId: '0b9f5a53-7d0e-4c55-9a6e-2f1d8a9c4e17', userId: '5f0c2a3e-8a57-4a53-9d55-0f6f3c1f1b11' };
const foldImport = (events: { type: string; data: JsonObject }[]) => foldStored(events.map((event) => ({ ...event, eventId: randomUUID(), recordedAt: new Date() })));
const counts = (readings: number, rejected = 1) => ({ readings, meals: 0, doses: 0, duplicates: 0, rejected });

describe('the state of an import', () => {
  it('resumes after the last chunk recorded, with the streams created so far and the rows refused', () => {
    const state = foldImport([
      { type: 'ImportRequested', data: { ...ids, fileName: 'a.csv', byteSize: 10 } },
      { type: 'ImportStarted', data: { ...ids, format: 'dexcom-clarity', total: 4000, counts: counts(0), errors: [{ line: 3, message: 'bad' }] } },
      { type: 'ImportChunkIngested', data: { ...ids, chunk: 0, done: 2000, counts: counts(2000, 2), created: ['glucose_reading-1'], errors: [{ line: 9, message: 'worse' }] } },
    ]);
    expect(state).toMatchObject({ started: true, chunksDone: 1, done: 2000, counts: counts(2000, 2), created: ['glucose_reading-1'], finished: undefined, undone: false });
    expect(state.errors.map((error) => error.line)).toEqual([3, 9]);
  });

  it('knows a finished and an undone import', () => {
    const requested = { type: 'ImportRequested', data: { ...ids, fileName: 'a.csv', byteSize: 10 } };
    expect(foldImport([requested, { type: 'ImportFailed', data: { ...ids, message: 'x' } }]).finished).toBe('failed');
    const undone = foldImport([requested, { type: 'ImportCompleted', data: { ...ids, counts: counts(0) } }, { type: 'ImportUndone', data: { ...ids, deleted: 0 } }]);
    expect(undone).toMatchObject({ finished: 'completed', undone: true });
  });
});
