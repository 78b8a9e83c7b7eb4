import { describe, expect, it } from 'vitest';
import type { DeviceStatusSummary } from '../nightscout/devicestatus/summary';
import { onBoardOf, onBoardWindow, type OnBoardInput } from './on-board';
import { onBoardSchema } from './schemas';

const now = new Date('2026-03-03T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

const given = (input: Partial<OnBoardInput>): OnBoardInput => ({ now, boluses: [], meals: [], settings: null, deviceStatuses: [], ...input });

const loopStatus = (minutes: number, iobUnits: number | null, cobGrams: number | null): DeviceStatusSummary => ({
  device: 'loop://iPhone',
  createdAt: minutesAgo(minutes).toISOString(),
  loopAt: minutesAgo(minutes).toISOString(),
  loopFailure: null,
  iobUnits,
  cobGrams,
  pumpReservoirUnits: null,
  pumpBatteryPercent: null,
  pumpSuspended: null,
  uploaderBatteryPercent: null,
});

describe('onBoardOf from logged doses and meals', () => {
  // oref0's curve, 5 h, peak 75 min, leaves 0.764 of a dose after 1 h and 0.4106 after 2 h (insulin-on-board.test.ts).
  const boluses = [
    { units: 4, at: minutesAgo(60) },
    { units: 2, at: now },
  ];
  const meals = [{ grams: 60, at: minutesAgo(60) }];

  it('counts 4 x 0.764 + 2 = 5.06 U and 60 - 60 x 60/180 = 40 g now', () => {
    const onBoard = onBoardOf(given({ boluses, meals }));
    expect(onBoard.insulin).toMatchObject({ value: 5.06, source: 'records', at: now.toISOString(), loopName: null });
    expect(onBoard.carbs).toMatchObject({ value: 40, source: 'records', loopName: null, absorptionMinutes: 180 });
    expect(onBoardSchema.parse(onBoard)).toEqual(onBoard);
  });

  it('draws each curve every 5 minutes: in 1 h, 2 x 0.764 + 4 x 0.4106 = 3.17 U and 20 g', () => {
    const { insulin, carbs } = onBoardOf(given({ boluses, meals }));
    const inAnHour = new Date(now.getTime() + 3_600_000).toISOString();
    expect(insulin.curve[12]).toEqual({ at: inAnHour, value: 3.17 });
    expect(carbs.curve[12]).toEqual({ at: inAnHour, value: 20 });
    expect(carbs.curve).toHaveLength(180 / 5 + 1);
    expect(carbs.curve.at(-1)?.value).toBe(0);
  });

  it("decays on the person's own curve: ultra-rapid over 6 hours leaves 4 x 0.6807 + 2 = 4.72 U", () => {
    const onBoard = onBoardOf(given({ boluses, settings: { insulinDurationHours: 6, insulinKind: 'ultraRapid' } }));
    expect(onBoard.insulin.value).toBe(4.72);
    expect(onBoard.insulin.insulinCurve).toEqual({ durationHours: 6, kind: 'ultraRapid', peakMinutes: 55, fromSettings: true });
    expect(onBoard.insulin.curve).toHaveLength(6 * 12 + 1);
  });

  it("uses oref0's defaults, 5 hours of rapid-acting insulin, without saved settings", () => {
    expect(onBoardOf(given({})).insulin.insulinCurve).toEqual({ durationHours: 5, kind: 'rapidActing', peakMinutes: 75, fromSettings: false });
  });

  it('is 0 U and 0 g with nothing logged', () => {
    const onBoard = onBoardOf(given({}));
    expect([onBoard.insulin.value, onBoard.carbs.value]).toEqual([0, 0]);
  });
});

describe("onBoardOf with a loop's device status", () => {
  it("shows the loop's own recent figures, marked as the loop's with its time, beside the records' curves", () => {
    const onBoard = onBoardOf(given({ boluses: [{ units: 3, at: minutesAgo(30) }], deviceStatuses: [loopStatus(3, 1.35, 22)] }));
    expect(onBoard.insulin).toMatchObject({ value: 1.35, source: 'loop', at: minutesAgo(3).toISOString(), loopName: 'Loop' });
    expect(onBoard.carbs).toMatchObject({ value: 22, source: 'loop', loopName: 'Loop' });
    expect(onBoard.insulin.curve[0]?.value).toBeGreaterThan(2);
  });

  it('goes back to the records when the loop has not run for over 30 minutes', () => {
    const onBoard = onBoardOf(given({ deviceStatuses: [loopStatus(45, 1.35, 22)] }));
    expect([onBoard.insulin.source, onBoard.carbs.source]).toEqual(['records', 'records']);
  });
});

describe('onBoardWindow', () => {
  it("reads doses over the insulin's duration and meals over the absorption time", () => {
    expect(onBoardWindow({ insulinDurationHours: 3, insulinKind: 'rapidActing' }, now)).toEqual({ dosesSince: minutesAgo(300), mealsSince: minutesAgo(180) });
    expect(onBoardWindow({ insulinDurationHours: 7, insulinKind: 'rapidActing' }, now).dosesSince).toEqual(minutesAgo(420));
  });
});
