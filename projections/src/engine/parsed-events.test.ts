import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import { parseRecorded } from './parsed-events';

function countingCatalogue() {
  let parses = 0;
  const data = z.object({ amount: z.number() }).transform((value) => {
    parses += 1;
    return value;
  });
  return { catalogue: [defineEvent('Counted', 1, data)] as const, parses: () => parses };
}

const recorded = (data: Record<string, unknown>): RecordedEvent => ({
  eventId: crypto.randomUUID(), type: 'Counted', schemaVersion: 1, streamId: 'sample-1', revision: 0n,
  position: { commit: 1n, prepare: 1n }, data, metadata: {}, recordedAt: new Date(),
});

describe('an event parsed for several read models', () => {
  it('is validated once per catalogue and answers the same payload', () => {
    const first = countingCatalogue();
    const second = countingCatalogue();
    const event = recorded({ amount: 3 });

    const once = parseRecorded(first.catalogue, event);
    expect(parseRecorded(first.catalogue, event)).toBe(once);
    expect(once).toEqual({ type: 'Counted', data: { amount: 3 } });
    expect(first.parses()).toBe(1);

    parseRecorded(second.catalogue, event);
    expect(second.parses()).toBe(1);
    parseRecorded(first.catalogue, recorded({ amount: 4 }));
    expect(first.parses()).toBe(2);
  });

  it('throws for an invalid payload every time it is asked', () => {
    const { catalogue } = countingCatalogue();
    const event = recorded({ amount: 'three' });
    expect(() => parseRecorded(catalogue, event)).toThrow();
    expect(() => parseRecorded(catalogue, event)).toThrow();
  });
});
