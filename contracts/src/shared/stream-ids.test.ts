import { describe, expect, it } from 'vitest';
import { idFromStream, STREAM_PREFIXES, streamIds } from './stream-ids';

const id = '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d';

describe('streamIds', () => {
  it('names every stream by its prefix and id', () => {
    expect(streamIds.user(id)).toBe(`user-${id}`);
    expect(streamIds.glucoseReading(id)).toBe(`glucose_reading-${id}`);
    expect(streamIds.meal(id)).toBe(`meal-${id}`);
    expect(streamIds.insulinDose(id)).toBe(`insulin_dose-${id}`);
    expect(streamIds.userEmail('a'.repeat(64))).toBe(`user_email-${'a'.repeat(64)}`);
  });

  it('refuses anything but a SHA-256 digest for the email stream, so no email leaks into a name', () => {
    expect(() => streamIds.userEmail('ada@example.com')).toThrow();
    expect(() => streamIds.userEmail('A'.repeat(64))).toThrow();
    expect(() => streamIds.user(' ')).toThrow();
  });

  it('reads the id back from a stream name', () => {
    expect(idFromStream(streamIds.meal(id), STREAM_PREFIXES.meal)).toBe(id);
    expect(idFromStream(streamIds.meal(id), STREAM_PREFIXES.user)).toBeUndefined();
  });
});
