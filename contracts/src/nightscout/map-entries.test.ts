import { describe, expect, it } from 'vitest';
import { mapNightscoutEntries } from './map-entries';
import { NIGHTSCOUT_MESSAGES } from './messages';

const options = { now: new Date('2026-03-08T12:00:00Z'), offsetMinutesAt: () => 60 };

/** As xDrip+ posts a batch of sensor values to /api/v1/entries. */
const xDripEntry = {
  device: 'xDrip-DexcomG6',
  date: 1772960100000,
  dateString: '2026-03-08T09:55:00.000+0100',
  sgv: 142,
  delta: -5.2,
  direction: 'FortyFiveDown',
  type: 'sgv',
  filtered: 142000,
  unfiltered: 141500,
  rssi: 100,
  noise: 1,
  sysTime: '2026-03-08T09:55:00.000+0100',
};

describe('Nightscout entries to readings', () => {
  it('maps an xDrip+ sensor value to a CGM reading with its arrow, device kind and offset', () => {
    const { records, errors } = mapNightscoutEntries([xDripEntry], options);
    expect(errors).toEqual([]);
    expect(records).toEqual([
      {
        kind: 'reading',
        line: 1,
        timestamp: '2026-03-08T08:55:00.000Z',
        timezoneOffsetMinutes: 60,
        deviceKind: 'xDrip-DexcomG6',
        valueMgdl: 142,
        entered: { value: 142, unit: 'mg/dL' },
        readingType: 'CGM',
        direction: 'FortyFiveDown',
      },
    ]);
  });

  it('takes sgv as a string and the time from dateString alone, with the zone\'s offset when it says Z', () => {
    const { records } = mapNightscoutEntries([{ type: 'sgv', sgv: '98', dateString: '2026-03-08T08:00:00.000Z', device: 'Spike' }], options);
    expect(records[0]).toMatchObject({ valueMgdl: 98, timestamp: '2026-03-08T08:00:00.000Z', timezoneOffsetMinutes: 60, deviceKind: 'Spike' });
  });

  it('maps a meter value (mbg) to a manual reading', () => {
    const { records } = mapNightscoutEntries([{ type: 'mbg', mbg: 104, date: 1772960100000, device: 'xDrip-DexcomG6' }], options);
    expect(records[0]).toMatchObject({ readingType: 'Manual', valueMgdl: 104 });
  });

  it('stores Dexcom error codes as nothing and 39 as a reading below the sensor range', () => {
    const codes = [1, 5, 9, 10, 12, 38].map((sgv) => ({ ...xDripEntry, sgv }));
    const { records, errors, ignored } = mapNightscoutEntries([...codes, { ...xDripEntry, sgv: 39 }], options);
    expect(errors).toEqual([]);
    expect(ignored).toBe(6);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ valueMgdl: 39, sensorLimit: 'below' });
  });

  it('does not keep calibrations and other entry types', () => {
    const calibration = { type: 'cal', date: 1772960100000, slope: 850, intercept: 32000, scale: 1, device: 'xDrip-DexcomG6' };
    expect(mapNightscoutEntries([calibration], options)).toEqual({ records: [], errors: [], ignored: 1 });
  });

  it('reports each bad item by its position and keeps the good ones', () => {
    const items = [xDripEntry, { type: 'sgv', sgv: 'high', date: 1 }, { type: 'sgv', sgv: 120 }, 'text', { ...xDripEntry, sgv: 900 }, { ...xDripEntry, date: Date.parse('2026-03-09T00:00:00Z') }];
    const { records, errors } = mapNightscoutEntries(items, options);
    expect(records).toHaveLength(1);
    expect(errors).toEqual([
      { line: 2, message: `sgv ${NIGHTSCOUT_MESSAGES.numberInvalid}` },
      { line: 3, message: NIGHTSCOUT_MESSAGES.timeMissing },
      { line: 4, message: NIGHTSCOUT_MESSAGES.notAnObject },
      { line: 5, message: NIGHTSCOUT_MESSAGES.glucoseOutOfRange },
      { line: 6, message: NIGHTSCOUT_MESSAGES.timeInFuture },
    ]);
  });

  it('keeps no serial number from the device name', () => {
    const { records } = mapNightscoutEntries([{ ...xDripEntry, device: 'xDrip-G6 8G1234' }], options);
    expect(records[0]?.deviceKind).toBe('xDrip-G6');
  });
});

describe('text no id or name holds', () => {
  it('is refused by position: a lone surrogate or a NUL in the device', () => {
    const { errors } = mapNightscoutEntries([{ ...xDripEntry, device: 'x\uD800' }, { ...xDripEntry, device: 'a\u0000b' }], options);
    expect(errors).toEqual([
      { line: 1, message: `device ${NIGHTSCOUT_MESSAGES.controlCharacters}` },
      { line: 2, message: `device ${NIGHTSCOUT_MESSAGES.controlCharacters}` },
    ]);
  });
});
