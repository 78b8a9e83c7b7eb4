import { describe, expect, it } from 'vitest';
import { zoneOffsetMinutesAt } from './zone-offset';

describe('zone offset at an instant', () => {
  it('follows daylight saving time and half-hour zones', () => {
    expect(zoneOffsetMinutesAt('Europe/Berlin', new Date('2026-07-01T12:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutesAt('Europe/Berlin', new Date('2026-01-01T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutesAt('America/New_York', new Date('2026-01-01T12:00:00Z'))).toBe(-300);
    expect(zoneOffsetMinutesAt('Asia/Kolkata', new Date('2026-01-01T12:00:00Z'))).toBe(330);
  });

  it('gives UTC for no zone, UTC itself and an unknown name', () => {
    expect(zoneOffsetMinutesAt(undefined, new Date())).toBe(0);
    expect(zoneOffsetMinutesAt('UTC', new Date())).toBe(0);
    expect(zoneOffsetMinutesAt('Nowhere/Land', new Date())).toBe(0);
  });
});
