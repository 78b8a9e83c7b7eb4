import { describe, expect, it } from 'vitest';
import { nightscoutTempBasalOf } from './map-nightscout';

const options = { now: new Date('2026-11-20T12:00:00Z'), offsetMinutesAt: () => 0 };
const created_at = '2026-11-20T10:00:00.000Z';

describe('nightscoutTempBasalOf', () => {
  it("reads AndroidAPS's percent change as a share of the schedule, its length in ms, and names it by its pump record without the serial", () => {
    const outcome = nightscoutTempBasalOf({ eventType: 'Temp Basal', created_at, percent: -30, durationInMilliseconds: 1_800_000, pumpId: 12, pumpType: 'DANA_I', pumpSerial: 'XYZ12345', enteredBy: 'AndroidAPS', utcOffset: 60 }, 1, options);
    expect(outcome).toEqual({ record: expect.objectContaining({ line: 1, timestamp: created_at, timezoneOffsetMinutes: 60, durationMinutes: 30, percent: 70, deviceKind: 'AndroidAPS' }) });
    expect(JSON.stringify(outcome)).not.toContain('XYZ12345');
  });

  it("reads Loop's absolute rate and a suspend as 0 U/h, named by its syncIdentifier", () => {
    expect(nightscoutTempBasalOf({ eventType: 'Temp Basal', created_at, temp: 'absolute', absolute: 0, rate: 0, duration: 30, syncIdentifier: 'abc', enteredBy: 'loop://iPhone' }, 2, options)).toEqual({
      record: { line: 2, timestamp: created_at, timezoneOffsetMinutes: 0, durationMinutes: 30, rate: 0, deviceKind: 'loop://iPhone', externalId: 'sync:abc' },
    });
  });

  it('leaves other treatments and invalidated temps to others, and refuses a temp basal it cannot draw', () => {
    expect(nightscoutTempBasalOf({ eventType: 'Meal Bolus', insulin: 2, created_at }, 1, options)).toBeUndefined();
    expect(nightscoutTempBasalOf({ eventType: 'Temp Basal', created_at, absolute: 1, duration: 30, isValid: false }, 1, options)).toBeUndefined();
    expect(nightscoutTempBasalOf({ eventType: 'Temp Basal', created_at, duration: 30 }, 1, options)).toEqual({ error: expect.stringMatching(/rate or a percent/) });
    expect(nightscoutTempBasalOf({ eventType: 'Temp Basal', created_at, absolute: 90, duration: 30 }, 1, options)).toEqual({ error: expect.stringMatching(/rate or a percent/) });
    expect(nightscoutTempBasalOf({ eventType: 'Temp Basal', created_at, absolute: 1, duration: 3000 }, 1, options)).toEqual({ error: expect.stringMatching(/duration/) });
  });
});
