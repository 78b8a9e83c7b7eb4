import { describe, expect, it } from 'vitest';
import { deviceStatusSummaryOf } from './summary';

const at = '2026-11-28T12:00:00.000Z';

describe('a device status summary', () => {
  it("reads Loop's loop, pump and phone (LoopKit/NightscoutKit LoopStatus, PumpStatus, UploaderStatus)", () => {
    const loop = { device: 'loop://iPhone', loop: { timestamp: at, iob: { iob: 1.2 }, cob: { cob: 20 } }, pump: { reservoir: 120, battery: { percent: 45 }, status: { suspended: false } }, uploader: { battery: 80 } };
    expect(deviceStatusSummaryOf(loop, at)).toEqual({
      device: 'loop://iPhone', createdAt: at, loopAt: at, loopFailure: null, iobUnits: 1.2, cobGrams: 20,
      pumpReservoirUnits: 120, pumpBatteryPercent: 45, pumpSuspended: false, uploaderBatteryPercent: 80,
    });
  });

  it("reads AndroidAPS's openaps block, its array form of iob and its uploaderBattery", () => {
    const aaps = { device: 'openaps://phone', openaps: { iob: [{ iob: 0.7 }], suggested: { COB: 12, timestamp: at } }, uploaderBattery: 55 };
    expect(deviceStatusSummaryOf(aaps, at)).toMatchObject({ loopAt: at, iobUnits: 0.7, cobGrams: 12, uploaderBatteryPercent: 55, pumpBatteryPercent: null });
  });

  it("keeps a failed loop's reason, and has no loop time for a phone-only status (xDrip+)", () => {
    expect(deviceStatusSummaryOf({ loop: { failureReason: 'Pump error' } }, at)).toMatchObject({ device: 'unknown', loopFailure: 'Pump error', loopAt: at });
    expect(deviceStatusSummaryOf({ device: 'xDrip-DexcomG6', uploader: { battery: 80 } }, at)).toMatchObject({ loopAt: null, iobUnits: null });
  });

  it('ignores values of the wrong type', () => {
    expect(deviceStatusSummaryOf({ loop: { iob: { iob: '1.2' } }, pump: { reservoir: null } }, at)).toMatchObject({ iobUnits: null, pumpReservoirUnits: null });
  });
});
