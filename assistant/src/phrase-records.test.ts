import { describe, expect, it } from 'vitest';
import { phraseCurrent } from './phrase-records';

const now = '2026-11-02T08:05:00.000Z';
const low = { value: 39, timestamp: '2026-11-02T08:00:00.000Z', timezoneOffsetMinutes: 0, source: 'cgm' as const, sensorLimit: 'below' as const };

describe('the latest reading at a sensor\'s limit', () => {
  it('is told as the sensor showed it, never as a measured 39', () => {
    expect(phraseCurrent({ kind: 'current', unit: 'mg/dL', now, reading: low, trend: null })).toBe('Your latest sensor reading is below 40 mg/dL, at Mon 2 Nov 2026, 08:00 (5 minutes ago).');
    expect(phraseCurrent({ kind: 'current', unit: 'mmol/L', now, reading: low, trend: null })).toContain('below 2.2 mmol/L');
  });
});
