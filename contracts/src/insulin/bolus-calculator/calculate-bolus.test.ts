import { describe, expect, it } from 'vitest';
import { calculateBolus, type BolusCalculationInput } from './calculate-bolus';
import { insulinOnBoardFraction } from './insulin-on-board';
import type { BolusSettings } from './settings';

const now = new Date('2025-03-03T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const settings: BolusSettings = { carbRatio: 10, correctionFactor: 50, targetGlucose: 100, insulinDurationHours: 4, doseIncrement: 0.5, maxBolus: 15 };

function calculate(input: Partial<Omit<BolusCalculationInput, 'settings'>> & { settings?: Partial<BolusSettings> }) {
  return calculateBolus({ carbs: 60, recentBoluses: [], now, ...input, settings: { ...settings, ...input.settings } });
}

/** A bolus given `minutes` ago that leaves exactly `units` on board now. */
function leavingOnBoard(units: number, minutes = 60) {
  return { units: units / insulinOnBoardFraction(minutes, 240), at: minutesAgo(minutes) };
}

describe('calculateBolus', () => {
  it('60 g at 1:10 with glucose 200, target 100 and ISF 50: 6 for the carbs plus 2 to correct', () => {
    const result = calculate({ currentGlucose: 200 });
    expect(result).toMatchObject({ carbDose: 6, correctionDose: 2, insulinOnBoard: 0, suggestedUnits: 8, roundedTo: 0.5, capped: false, warnings: [] });
    expect(result.settings).toEqual(settings);
  });

  it('takes 1.5 U on board off the correction: 6 + 0.5', () => {
    const result = calculate({ currentGlucose: 200, recentBoluses: [leavingOnBoard(1.5)] });
    expect(result).toMatchObject({ carbDose: 6, correctionDose: 0.5, insulinOnBoard: 1.5, suggestedUnits: 6.5 });
  });

  it('never takes insulin on board off the carb dose', () => {
    const result = calculate({ currentGlucose: 200, recentBoluses: [leavingOnBoard(5)] });
    expect(result).toMatchObject({ carbDose: 6, correctionDose: 0, insulinOnBoard: 5, suggestedUnits: 6 });
  });

  it('below target reduces the carb dose and rounds down: 6 - 0.4 = 5.6 gives 5.5 at half units', () => {
    const result = calculate({ currentGlucose: 80 });
    expect(result).toMatchObject({ carbDose: 6, correctionDose: -0.4, suggestedUnits: 5.5, warnings: [] });
  });

  it('below target ignores insulin on board (it is not subtracted twice)', () => {
    expect(calculate({ currentGlucose: 80, recentBoluses: [leavingOnBoard(2)] })).toMatchObject({ correctionDose: -0.4, insulinOnBoard: 2, suggestedUnits: 5.5 });
  });

  it('never suggests less than 0 when the correction outweighs the carbs', () => {
    expect(calculate({ carbs: 5, currentGlucose: 75, settings: { targetGlucose: 150 } })).toMatchObject({ carbDose: 0.5, correctionDose: -1.5, suggestedUnits: 0 });
  });

  it('below 70 mg/dL suggests nothing and says to treat the low first', () => {
    const result = calculate({ currentGlucose: 60 });
    expect(result.suggestedUnits).toBe(0);
    expect(result.warnings).toEqual([
      { code: 'low-glucose', message: 'Your glucose is low. Treat the low first with 15 g of fast-acting carbohydrate and check again in 15 minutes.' },
    ]);
    expect(calculate({ currentGlucose: 70 }).warnings).toEqual([]);
  });

  it('above 250 mg/dL warns about ketones and still suggests the dose', () => {
    const result = calculate({ currentGlucose: 300 });
    expect(result).toMatchObject({ carbDose: 6, correctionDose: 4, suggestedUnits: 10 });
    expect(result.warnings).toEqual([{ code: 'high-glucose', message: 'Your glucose is high. Check for ketones and follow your sick-day plan.' }]);
    expect(calculate({ currentGlucose: 250 }).warnings).toEqual([]);
  });

  it('without a glucose includes no correction and says so', () => {
    const result = calculate({ recentBoluses: [leavingOnBoard(1)] });
    expect(result).toMatchObject({ carbDose: 6, correctionDose: 0, insulinOnBoard: 1, suggestedUnits: 6 });
    expect(result.warnings.map((warning) => warning.code)).toEqual(['no-glucose']);
  });

  it('caps at the maximum bolus with a warning', () => {
    const result = calculate({ carbs: 200, currentGlucose: 200, settings: { maxBolus: 12 } });
    expect(result).toMatchObject({ carbDose: 20, correctionDose: 2, suggestedUnits: 12, capped: true });
    expect(result.warnings).toEqual([{ code: 'capped', message: 'The suggestion is capped at your maximum bolus of 12 units.' }]);
  });

  it('a dose equal to the maximum is not capped', () => {
    expect(calculate({ carbs: 120, settings: { maxBolus: 12 } })).toMatchObject({ suggestedUnits: 12, capped: false });
  });

  it('rounds down to each increment a pump or pen delivers', () => {
    const at = (doseIncrement: number) => calculate({ carbs: 47, settings: { carbRatio: 12, doseIncrement } }).suggestedUnits;
    // 47 / 12 = 3.9166...
    expect(at(0.05)).toBe(3.9);
    expect(at(0.1)).toBe(3.9);
    expect(at(0.5)).toBe(3.5);
    expect(at(1)).toBe(3);
    expect(calculate({ carbs: 3, settings: { carbRatio: 10, doseIncrement: 0.1 } }).suggestedUnits).toBe(0.3);
  });

  it('rounds display figures to two decimals', () => {
    const result = calculate({ carbs: 50, currentGlucose: 190, settings: { carbRatio: 15, correctionFactor: 45 } });
    expect(result).toMatchObject({ carbDose: 3.33, correctionDose: 2, suggestedUnits: 5 });
    expect(calculate({ carbs: 0, currentGlucose: 170, settings: { correctionFactor: 30 } })).toMatchObject({ carbDose: 0, correctionDose: 2.33, suggestedUnits: 2 });
  });

  it('counts a bolus given at the full duration ago as nothing on board', () => {
    expect(calculate({ currentGlucose: 200, recentBoluses: [{ units: 5, at: minutesAgo(240) }] })).toMatchObject({ insulinOnBoard: 0, suggestedUnits: 8 });
  });
});
