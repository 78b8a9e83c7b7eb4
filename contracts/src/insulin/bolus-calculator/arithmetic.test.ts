import { describe, expect, it } from 'vitest';
import { bolusArithmetic, bolusBasisNote } from './arithmetic';
import { calculateBolus, type BolusCalculationInput } from './calculate-bolus';
import { insulinOnBoardFraction } from './insulin-on-board';
import type { BolusSettings } from './settings';

const now = new Date('2025-03-03T12:00:00Z');
const allDay = (value: number) => [{ start: '00:00', value }];
const settings: BolusSettings = {
  carbRatio: allDay(10), correctionFactor: allDay(50), targetGlucose: allDay(110), insulinDurationHours: 5, insulinKind: 'rapidActing', doseIncrement: 0.5, maxBolus: 15,
};
const onBoard = (units: number) => [{ units: units / insulinOnBoardFraction(60, 300, 75), at: new Date(now.getTime() - 3600_000) }];
const calculate = (input: Partial<BolusCalculationInput>) => calculateBolus({ settings, carbs: 60, recentBoluses: [], now, ...input });

describe('bolusArithmetic', () => {
  it('shows every step, down to the pen increment', () => {
    const result = calculate({ glucose: { source: 'typed', mgdl: 180 }, recentBoluses: onBoard(1.2) });
    expect(bolusArithmetic(result, 'mg/dL')).toEqual([
      'Carbs 60 g / 10 = 6.0 U',
      'Correction (180 - 110) / 50 = 1.4 U',
      'On board -1.2 U',
      "Suggested 6.2 U, rounded down to your pen's 0.5 U = 6.0 U",
    ]);
  });

  it('writes glucose in mmol/L and doses at pump precision', () => {
    const result = calculate({ glucose: { source: 'typed', mgdl: 180 }, settings: { ...settings, doseIncrement: 0.05 } });
    expect(bolusArithmetic(result, 'mmol/L')).toEqual([
      'Carbs 60 g / 10 = 6.00 U',
      'Correction (10.0 - 6.1) / 2.8 = 1.40 U',
      'On board 0.00 U',
      "Suggested 7.40 U, rounded down to your pump's 0.05 U = 7.40 U",
    ]);
  });

  it('says when the CGM value was too old, the trend lowered the dose, or the total fell below 0', () => {
    const stale = calculate({ glucose: { source: 'cgm', mgdl: 180, takenAt: new Date(now.getTime() - 16 * 60_000), trend: null } });
    expect(bolusArithmetic(stale, 'mg/dL')[1]).toBe('Correction: none, the CGM value is 16 minutes old');
    const falling = calculate({ glucose: { source: 'cgm', mgdl: 180, takenAt: now, trend: 'falling' } });
    expect(bolusArithmetic(falling, 'mg/dL')[2]).toBe('Falling ↓: -1.5 U for the falling trend (Endocrine Society trend-arrow table)');
    const rising = calculate({ glucose: { source: 'cgm', mgdl: 180, takenAt: now, trend: 'rising' } });
    expect(bolusArithmetic(rising, 'mg/dL')[2]).toBe('Rising ↑: nothing added; the calculator never adds insulin for a trend');
    const below = calculate({ carbs: 20, glucose: { source: 'typed', mgdl: 90 }, recentBoluses: onBoard(3) });
    expect(bolusArithmetic(below, 'mg/dL').at(-1)).toBe("Suggested 0.0 U (the total is below 0), rounded down to your pen's 0.5 U = 0.0 U");
    expect(bolusArithmetic(calculate({}), 'mg/dL')[1]).toBe('Correction: none, no glucose value');
  });

  it('labels the correction-only convention', () => {
    const result = calculate({ glucose: { source: 'typed', mgdl: 160 }, recentBoluses: onBoard(3), iobMode: 'correctionOnly' });
    expect(bolusArithmetic(result, 'mg/dL')[2]).toBe('On board -1.0 U (of 3.0 U, against the correction only)');
  });

  it('names the settings in force and the insulin curve', () => {
    expect(bolusBasisNote(calculate({}), 'mg/dL')).toBe(
      'Settings in force at 12:00: 10 g per unit, 50 mg/dL per unit, target 110 mg/dL. Insulin on board counted over 5 hours on the rapid-acting curve (peak 75 minutes).',
    );
  });
});
