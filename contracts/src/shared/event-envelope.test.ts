import { describe, expect, it } from 'vitest';
import { eventEnvelope } from './event-envelope';
import { eventMetadataSchema } from './event-metadata';

const base = {
  eventId: '9b2f6c1e-4d3a-4f5b-8e7c-1a2b3c4d5e6f',
  event: { type: 'GlucoseReadingLogged', schemaVersion: 1 },
  data: { value: 1 },
  actor: { userId: 'u-1', role: 'patient' as const },
  correlationId: 'req-1',
  occurredAt: '2026-11-24T00:00:00.000Z',
  recordedAt: '2026-11-24T00:00:01.000Z',
};

describe('eventEnvelope', () => {
  it('carries valid metadata, caused by its correlation unless told otherwise, without unset fields', () => {
    const envelope = eventEnvelope(base);
    expect(eventMetadataSchema.parse(envelope.metadata)).toEqual(envelope.metadata);
    expect(envelope.metadata.causationId).toBe('req-1');
    expect(Object.keys(envelope.metadata)).not.toContain('importId');
    expect(envelope).toMatchObject({ eventId: base.eventId, type: 'GlucoseReadingLogged', schemaVersion: 1, data: { value: 1 } });
  });

  it('keeps a cause, a reason and an import when given', () => {
    const importId = '1c8b0be8-b6de-4f8c-96f3-8e44c4c4719b';
    const { metadata } = eventEnvelope({ ...base, causationId: 'event-7', reason: 'typo', importId });
    expect(metadata).toMatchObject({ causationId: 'event-7', reason: 'typo', importId });
  });
});
