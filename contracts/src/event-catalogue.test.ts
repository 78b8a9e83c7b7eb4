import { describe, expect, it } from 'vitest';
import { ALL_EVENTS, EVENT_TYPES, parseDomainEvent } from './event-catalogue';
import { eventMetadataSchema } from './shared/event-metadata';
import { UnknownEventTypeError } from './shared/events';

const userId = '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d';
const readingId = '1c9f3d2f-5e6b-4a7c-8d8e-9f0a1b2c3d4e';

describe('event catalogue', () => {
  it('has unique type names, each at version 1 or later', () => {
    expect(new Set(EVENT_TYPES).size).toBe(ALL_EVENTS.length);
    expect(ALL_EVENTS.every((definition) => definition.schemaVersion >= 1)).toBe(true);
  });

  it('parses a glucose reading with its canonical and entered values', () => {
    const data = {
      readingId, userId, valueMgdl: 99.085745, entered: { value: 5.5, unit: 'mmol/L' }, timestamp: '2024-03-01T08:00:00.000Z',
      timezoneOffsetMinutes: 60, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal', notes: '', tags: [],
    };
    const event = parseDomainEvent({ type: 'GlucoseReadingLogged', data });
    expect(event.type).toBe('GlucoseReadingLogged');
    expect(() => parseDomainEvent({ type: 'GlucoseReadingLogged', data: { ...data, entered: undefined } })).toThrow();
  });

  it('refuses unknown types', () => {
    expect(() => parseDomainEvent({ type: 'Nope', data: {} })).toThrow(UnknownEventTypeError);
  });

  it('describes metadata without personal data', () => {
    const metadata = {
      eventId: readingId, actor: { userId, role: 'patient' }, correlationId: 'req-1', causationId: 'req-1',
      occurredAt: '2024-03-01T08:00:00Z', recordedAt: '2024-03-01T08:00:01Z', schemaVersion: 1,
    };
    expect(eventMetadataSchema.parse(metadata)).toEqual(metadata);
    expect(eventMetadataSchema.safeParse({ ...metadata, actor: { userId, role: 'admin' } }).success).toBe(false);
  });
});
