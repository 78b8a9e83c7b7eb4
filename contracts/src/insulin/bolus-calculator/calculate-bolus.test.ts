import { describe, expect, it } from 'vitest';
import type { Trend } from '../../glucose-metrics/trend';
import { calculateBolus, type BolusCalculationInput } from './calculate-bolus';
import type { BolusGlucose } from './glucose-input';
import { insulinOnBoardFraction } from './insulin-on-board';
import type { BolusSettings } from './settings';

const now = new Date('2025-03-03T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const allDay = (value: number) => [{ start: '00:00', value }];
const settings: BolusSettings = {
  carbRatio: allDay(10),
  correctionFactor: allDay(50),
  targetGlucose: allDay(100),
  insulinDurationHours: 5,
  insulinKind: 'rapidActing',
  doseIncrement: 0.5,
  maxBolus: 15,
};

type Overrides = Partial<Omit<BolusCalculationInput, 'settings' | 'glucose'>> & { settings?: Partial<BolusSettings>; glucose?: number | BolusGlucose };

function calculate({ glucose, ...input }: Overrides) {
  const typed: BolusGlucose | undefined = typeof glucose === 'number' ? { source: 'typed', mgdl: glucose } : glucose;
  return calculateBolus({ carbs: 60, recentBoluses: [], now, ...input, glucose: typed, settings: { ...settings, ...input.settings } });
}

/** A bolus given `minutes` ago that leaves exactly `units` on board now (5 h, rapid-acting). */
function leavingOnBoard(units: number, minutes = 60) {
  return { units: units / insulinOnBoardFraction(minutes, 300, 75), at: minutesAgo(minutes) };
}

function fromCgm(mgdl: number, ageMinutes: number, trend: Trend | null = null): BolusGlucose {
  return { source: 'cgm', mgdl, takenAt: minutesAgo(ageMinutes), trend };
}

/**
 * The standard formula (carbs / ICR + (BG - target) / ISF - IOB, not below 0, rounded down to the
 * increment) at ICR 10 g/U, ISF 50 mg/dL/U, target 100 mg/dL and half-unit steps.
 */
const STANDARD_TABLE: { name: string; carbs: number; glucose?: number; onBoard: number; unrounded: number; suggested: number }[] = [
  { name: 'carbs and a correction', carbs: 60, glucose: 200, onBoard: 0, unrounded: 8, suggested: 8 },
  { name: 'on board taken off the whole dose', carbs: 60, glucose: 200, onBoard: 1.5, unrounded: 6.5, suggested: 6.5 },
  { name: 'on board larger than the correction still comes off the carbs', carbs: 60, glucose: 200, onBoard: 5, unrounded: 3, suggested: 3 },
  { name: '5.5 U on board and no glucose: carbs / ICR - 5.5', carbs: 60, onBoard: 5.5, unrounded: 0.5, suggested: 0.5 },
  { name: '72 mg/dL with 5 U on board: nothing', carbs: 60, glucose: 72, onBoard: 5, unrounded: 0.44, suggested: 0 },
  { name: '72 mg/dL with 5 U on board and 50 g: below 0, so 0', carbs: 50, glucose: 72, onBoard: 5, unrounded: 0, suggested: 0 },
  { name: 'below target lowers the carb dose', carbs: 60, glucose: 80, onBoard: 0, unrounded: 5.6, suggested: 5.5 },
  { name: 'a correction alone', carbs: 0, glucose: 250, onBoard: 1, unrounded: 2, suggested: 2 },
  { name: 'at target with nothing on board', carbs: 45, glucose: 100, onBoard: 0, unrounded: 4.5, suggested: 4.5 },
];

describe('calculateBolus: the standard formula', () => {
  for (const row of STANDARD_TABLE) {
    it(`${row.name}: ${row.suggested} U`, () => {
      const result = calculate({ carbs: row.carbs, glucose: row.glucose, recentBoluses: row.onBoard ? [leavingOnBoard(row.onBoard)] : [] });
      expect(result.insulinOnBoard).toBeCloseTo(row.onBoard, 2);
      expect(result.unroundedUnits).toBeCloseTo(row.unrounded, 2);
      expect(result.suggestedUnits).toBe(row.suggested);
      expect(result.iobMode).toBe('wholeDose');
    });
  }

  it('shows its parts: 6 for the carbs, 2 to correct, 1.5 on board', () => {
    expect(calculate({ glucose: 200, recentBoluses: [leavingOnBoard(1.5)] })).toMatchObject({
      carbDose: 6, correctionDose: 2, trendAdjustment: 0, insulinOnBoard: 1.5, onBoardSubtracted: 1.5, roundedTo: 0.5, capped: false, warnings: [],
    });
  });
});

describe('calculateBolus: the correction-only convention, an explicit option', () => {
  it('takes insulin on board off a positive correction only, never the carb dose', () => {
    const result = calculate({ glucose: 200, recentBoluses: [leavingOnBoard(5)], iobMode: 'correctionOnly' });
    expect(result).toMatchObject({ iobMode: 'correctionOnly', insulinOnBoard: 5, onBoardSubtracted: 2, suggestedUnits: 6 });
  });

  it('below target or without a glucose takes nothing off', () => {
    expect(calculate({ glucose: 80, recentBoluses: [leavingOnBoard(2)], iobMode: 'correctionOnly' })).toMatchObject({ onBoardSubtracted: 0, suggestedUnits: 5.5 });
    expect(calculate({ recentBoluses: [leavingOnBoard(5.5)], iobMode: 'correctionOnly' })).toMatchObject({ onBoardSubtracted: 0, suggestedUnits: 6 });
  });
});

describe('calculateBolus: glucose limits and warnings', () => {
  it('below 70 mg/dL suggests nothing and says to treat the low first', () => {
    const result = calculate({ glucose: 60 });
    expect(result).toMatchObject({ suggestedUnits: 0, unroundedUnits: 0 });
    expect(result.warnings).toEqual([
      { code: 'low-glucose', message: 'Your glucose is low. Treat the low first with 15 g of fast-acting carbohydrate and check again in 15 minutes.' },
    ]);
    expect(calculate({ glucose: 70 }).warnings).toEqual([]);
  });

  it('above 250 mg/dL warns about ketones and still suggests the dose', () => {
    const result = calculate({ glucose: 300 });
    expect(result).toMatchObject({ carbDose: 6, correctionDose: 4, suggestedUnits: 10 });
    expect(result.warnings.map((warning) => warning.code)).toEqual(['high-glucose']);
    expect(calculate({ glucose: 250 }).warnings).toEqual([]);
  });

  it('without a glucose includes no correction and says so', () => {
    const result = calculate({});
    expect(result).toMatchObject({ glucose: null, correctionDose: 0, suggestedUnits: 6 });
    expect(result.warnings.map((warning) => warning.code)).toEqual(['no-glucose']);
  });

  it('caps at the maximum bolus with a warning; a dose equal to it is not capped', () => {
    const result = calculate({ carbs: 200, glucose: 200, settings: { maxBolus: 12 } });
    expect(result).toMatchObject({ carbDose: 20, correctionDose: 2, suggestedUnits: 12, capped: true });
    expect(result.warnings).toEqual([{ code: 'capped', message: 'The suggestion is capped at your maximum bolus of 12 units.' }]);
    expect(calculate({ carbs: 120, settings: { maxBolus: 12 } })).toMatchObject({ suggestedUnits: 12, capped: false });
  });

  it('rounds down to each increment a pump or pen delivers', () => {
    const at = (doseIncrement: number) => calculate({ carbs: 47, settings: { carbRatio: allDay(12), doseIncrement } }).suggestedUnits;
    // 47 / 12 = 3.9166...
    expect([at(0.05), at(0.1), at(0.5), at(1)]).toEqual([3.9, 3.9, 3.5, 3]);
    expect(calculate({ carbs: 3, settings: { doseIncrement: 0.1 } }).suggestedUnits).toBe(0.3);
  });

  it('counts a bolus given 5 hours ago as nothing on board', () => {
    expect(calculate({ glucose: 200, recentBoluses: [{ units: 5, at: minutesAgo(300) }] })).toMatchObject({ insulinOnBoard: 0, suggestedUnits: 8 });
  });

  it('counts a duration saved as 4 hours over 5, and says so', () => {
    const result = calculate({ settings: { insulinDurationHours: 4 }, glucose: 120 });
    expect(result.insulinCurve).toEqual({ durationHours: 5, kind: 'rapidActing', peakMinutes: 75 });
    expect(result.warnings).toEqual([
      {
        code: 'duration-raised',
        message: 'Your saved duration of insulin action is 4 hours; the calculator counts 5 hours, the shortest its insulin curve allows. Update it in Profile > Medical Details.',
      },
    ]);
  });

  it('counts ultra-rapid insulin on its 55-minute curve', () => {
    const bolus = { units: 4, at: minutesAgo(60) };
    expect(calculate({ settings: { insulinKind: 'ultraRapid' }, recentBoluses: [bolus] }).insulinOnBoard).toBeCloseTo(4 * 0.6679, 2);
  });
});

describe('calculateBolus: schedules by time of day', () => {
  const morning = { carbRatio: [{ start: '00:00', value: 10 }, { start: '07:00', value: 8 }, { start: '11:00', value: 12 }] };

  it('uses the period in force at the local time of the profile zone', () => {
    // 06:30 UTC is 07:30 in Berlin (UTC+1 in March): breakfast's ratio of 8 g per unit.
    const at = new Date('2025-03-03T06:30:00Z');
    expect(calculate({ now: at, timeZone: 'Europe/Berlin', settings: morning })).toMatchObject({ inForce: { localTime: '07:30', carbRatio: 8 }, carbDose: 7.5 });
    expect(calculate({ now: at, settings: morning })).toMatchObject({ inForce: { localTime: '06:30', carbRatio: 10 }, carbDose: 6 });
  });

  it('starts a period at its start minute', () => {
    expect(calculate({ now: new Date('2025-03-03T11:00:00Z'), settings: morning }).inForce.carbRatio).toBe(12);
    expect(calculate({ now: new Date('2025-03-03T10:59:00Z'), settings: morning }).inForce.carbRatio).toBe(8);
  });

  it('schedules the correction factor and target too', () => {
    const night = { correctionFactor: [{ start: '00:00', value: 60 }, { start: '06:00', value: 40 }], targetGlucose: [{ start: '00:00', value: 120 }, { start: '06:00', value: 100 }] };
    expect(calculate({ now: new Date('2025-03-03T02:00:00Z'), glucose: 180, settings: night })).toMatchObject({ correctionDose: 1 });
    expect(calculate({ glucose: 180, settings: night })).toMatchObject({ correctionDose: 2 });
  });
});

describe('calculateBolus: the CGM value', () => {
  it('uses a value up to 15 minutes old, with its age', () => {
    const result = calculate({ glucose: fromCgm(200, 15) });
    expect(result.glucose).toEqual({ mgdl: 200, source: 'cgm', ageMinutes: 15, trend: null, used: true });
    expect(result).toMatchObject({ correctionDose: 2, suggestedUnits: 8 });
  });

  it('refuses a 16-minute-old value: no correction, insulin on board still counted, and says why', () => {
    const result = calculate({ glucose: fromCgm(200, 16, 'falling'), recentBoluses: [leavingOnBoard(1)] });
    expect(result).toMatchObject({ glucose: { used: false, ageMinutes: 16 }, correctionDose: 0, trendAdjustment: 0, onBoardSubtracted: 1, suggestedUnits: 5 });
    expect(result.warnings).toEqual([
      {
        code: 'stale-glucose',
        message: 'Your latest CGM value is 16 minutes old, older than 15 minutes: it is not used, so there is no correction. Type a current value to include one.',
      },
    ]);
  });

  it('lowers the dose for a falling arrow by the Endocrine Society table', () => {
    // ISF 50: down 1 U for falling slowly, 1.5 for falling, 2.5 for falling quickly.
    expect(calculate({ glucose: fromCgm(200, 3, 'fallingSlowly') })).toMatchObject({ trendAdjustment: -1, suggestedUnits: 7 });
    expect(calculate({ glucose: fromCgm(200, 3, 'falling') })).toMatchObject({ trendAdjustment: -1.5, suggestedUnits: 6.5 });
    expect(calculate({ glucose: fromCgm(200, 3, 'fallingQuickly') })).toMatchObject({ trendAdjustment: -2.5, suggestedUnits: 5.5 });
    expect(calculate({ glucose: fromCgm(200, 3, 'falling'), settings: { correctionFactor: allDay(30) } }).trendAdjustment).toBe(-2.5);
    expect(calculate({ glucose: fromCgm(200, 3, 'falling'), settings: { correctionFactor: allDay(20) } }).trendAdjustment).toBe(-3.5);
    expect(calculate({ glucose: fromCgm(200, 3, 'falling'), settings: { correctionFactor: allDay(80) } }).trendAdjustment).toBe(-1);
  });

  it('never adds insulin for a rising or steady arrow', () => {
    for (const trend of ['risingQuickly', 'rising', 'risingSlowly', 'steady'] as const) {
      expect(calculate({ glucose: fromCgm(200, 3, trend) })).toMatchObject({ trendAdjustment: 0, suggestedUnits: 8 });
    }
  });
});
