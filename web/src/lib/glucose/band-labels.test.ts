import { describe, expect, it } from 'vitest';
import { BAND_KEYS } from '@glyco/contracts';
import { bandBounds, bandShares } from './band-labels';

describe('bandBounds', () => {
  it('names the consensus ranges in mg/dL and mmol/L', () => {
    expect(BAND_KEYS.map((key) => bandBounds(key, 'mg/dL'))).toEqual(['< 54 mg/dL', '54–69 mg/dL', '70–180 mg/dL', '181–250 mg/dL', '> 250 mg/dL']);
    expect(BAND_KEYS.map((key) => bandBounds(key, 'mmol/L'))).toEqual(['< 3.0 mmol/L', '3.0–3.8 mmol/L', '3.9–10.0 mmol/L', '10.1–13.9 mmol/L', '> 13.9 mmol/L']);
  });
});

describe('bandShares', () => {
  it('keeps the server percentages as they are', () => {
    const shares = bandShares({ veryLow: 0.1, low: 2.5, inRange: 70, high: 20.3, veryHigh: 7.2 }, 'mg/dL');
    expect(shares.map((share) => share.percent)).toEqual([0.1, 2.5, 70, 20.3, 7.2]);
    expect(shares[2]!.label).toBe('Target range (70–180 mg/dL)');
  });
});
