import { describe, expect, it } from 'vitest';
import { mapNightscoutTreatments } from './map-treatments';
import { mapNightscoutDocuments } from './map-documents';
import { NIGHTSCOUT_MESSAGES } from './messages';

const options = { now: new Date('2026-03-08T12:00:00Z'), offsetMinutesAt: () => 0 };

/** As AndroidAPS's NSClient uploads a bolus from the pump history. */
const aapsBolus = {
  eventType: 'Meal Bolus',
  insulin: 4.5,
  created_at: '2026-03-08T08:30:00.000Z',
  date: 1772958600000,
  type: 'NORMAL',
  isValid: true,
  isSMB: false,
  pumpId: 4711,
  pumpType: 'ACCU_CHEK_INSIGHT',
  pumpSerial: 'SN12345678',
  enteredBy: 'AndroidAPS',
  utcOffset: 60,
};

/** As Loop uploads carbs. */
const loopCarbs = {
  eventType: 'Carb Correction',
  carbs: 45,
  created_at: '2026-03-08T08:31:00Z',
  absorptionTime: 180,
  foodType: '🍕',
  syncIdentifier: 'D2B3D1F6-8B1A-4F0B-9F0C-3C1E2A5B7D90',
  enteredBy: 'loop://iPhone',
};

describe('Nightscout treatments to doses and meals', () => {
  it('maps an AndroidAPS bolus to a dose named by a hash of its pump record, keeping no serial', () => {
    const { records, errors } = mapNightscoutTreatments([aapsBolus], options);
    expect(errors).toEqual([]);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ kind: 'dose', units: 4.5, insulinType: 'Bolus', timestamp: '2026-03-08T08:30:00.000Z', timezoneOffsetMinutes: 60, deviceKind: 'AndroidAPS' });
    expect(records[0]).toHaveProperty('externalId', expect.stringMatching(/^pump:[0-9a-f-]{36}$/));
    expect(JSON.stringify(records)).not.toContain('SN12345678');
  });

  it('gives the same pump record the same name and another pump record another', () => {
    const [first] = mapNightscoutTreatments([aapsBolus], options).records;
    const [again] = mapNightscoutTreatments([{ ...aapsBolus, created_at: '2026-03-08T08:30:01.000Z' }], options).records;
    const [other] = mapNightscoutTreatments([{ ...aapsBolus, pumpId: 4712 }], options).records;
    expect(again).toHaveProperty('externalId', (first as { externalId: string }).externalId);
    expect(other).not.toHaveProperty('externalId', (first as { externalId: string }).externalId);
  });

  it('maps an SMB to a correction dose', () => {
    const smb = { ...aapsBolus, eventType: 'Correction Bolus', insulin: 0.3, type: 'SMB', isSMB: true, pumpId: 4713 };
    expect(mapNightscoutTreatments([smb], options).records[0]).toMatchObject({ insulinType: 'Correction', units: 0.3 });
    expect(mapNightscoutTreatments([{ ...smb, eventType: 'SMB', isSMB: undefined }], options).records[0]).toMatchObject({ insulinType: 'Correction' });
  });

  it('maps Loop carbs to a meal named by its syncIdentifier', () => {
    const { records } = mapNightscoutTreatments([loopCarbs], options);
    expect(records).toEqual([
      { kind: 'meal', line: 1, carbs: 45, timestamp: '2026-03-08T08:31:00.000Z', timezoneOffsetMinutes: 0, deviceKind: 'loop://iPhone', externalId: `sync:${loopCarbs.syncIdentifier}` },
    ]);
  });

  it('splits a careportal Meal Bolus with insulin and carbs into a dose and a meal named by time and type', () => {
    const careportal = { eventType: 'Meal Bolus', insulin: '3', carbs: '30', created_at: '2026-03-08T07:00:00.000+01:00', enteredBy: 'careportal', notes: 'toast' };
    const { records } = mapNightscoutTreatments([careportal], options);
    expect(records.map((record) => record.kind)).toEqual(['dose', 'meal']);
    expect(records[0]).toMatchObject({ units: 3, notes: 'toast', timezoneOffsetMinutes: 60, externalId: 'at:2026-03-08T06:00:00.000Z|Meal Bolus' });
    expect(records[1]).toMatchObject({ carbs: 30, externalId: 'at:2026-03-08T06:00:00.000Z|Meal Bolus' });
  });

  it('prefers the identifier over every other name', () => {
    const { records } = mapNightscoutTreatments([{ ...aapsBolus, identifier: 'b1f4c7a2-0d55-4c3e-8a7b-1f2e3d4c5b6a' }], options);
    expect(records[0]).toMatchObject({ externalId: 'ns:b1f4c7a2-0d55-4c3e-8a7b-1f2e3d4c5b6a' });
  });

  it('keeps a BG Check in mmol as a meter reading', () => {
    const check = { eventType: 'BG Check', glucose: 5.5, glucoseType: 'Finger', units: 'mmol', created_at: '2026-03-08T07:00:00Z' };
    expect(mapNightscoutTreatments([check], options).records[0]).toMatchObject({ kind: 'reading', readingType: 'Manual', entered: { value: 5.5, unit: 'mmol/L' } });
  });

  it('does not keep temp basals, notes or records the client marked invalid', () => {
    const tempBasal = { eventType: 'Temp Basal', duration: 30, absolute: 0.8, rate: 0.8, created_at: '2026-03-08T07:00:00Z', pumpId: 9 };
    const note = { eventType: 'Note', notes: 'walk', created_at: '2026-03-08T07:00:00Z' };
    expect(mapNightscoutTreatments([tempBasal, note, { ...aapsBolus, isValid: false }], options)).toEqual({ records: [], errors: [], ignored: 3 });
  });

  it('reports impossible amounts and missing times by position', () => {
    const items = [{ ...aapsBolus, insulin: 500 }, { ...loopCarbs, carbs: 5000 }, { eventType: 'Meal Bolus', insulin: 2 }];
    expect(mapNightscoutTreatments(items, options).errors).toEqual([
      { line: 1, message: NIGHTSCOUT_MESSAGES.pumpInsulinOutOfRange },
      { line: 2, message: NIGHTSCOUT_MESSAGES.carbsOutOfRange },
      { line: 3, message: NIGHTSCOUT_MESSAGES.timeMissing },
    ]);
  });
});

describe('doses a pump gave', () => {
  it('takes an SMB from 0.01 U and marks it automatic, a pump bolus as from the pump, and keeps 0.1 U for one typed in', () => {
    const smb = { eventType: 'SMB', insulin: 0.05, created_at: '2026-03-08T08:00:00Z', enteredBy: 'Trio' };
    expect(mapNightscoutTreatments([smb], options).records).toEqual([expect.objectContaining({ kind: 'dose', units: 0.05, insulinType: 'Correction', delivery: 'automatic' })]);
    expect(mapNightscoutTreatments([{ ...smb, eventType: 'Correction Bolus', automatic: true }], options).records[0]).toMatchObject({ delivery: 'automatic' });
    expect(mapNightscoutTreatments([{ ...aapsBolus, insulin: 0.02 }], options).records[0]).toMatchObject({ units: 0.02, delivery: 'pump' });
    expect(mapNightscoutTreatments([{ ...smb, insulin: 0.005 }], options).errors).toEqual([{ line: 1, message: NIGHTSCOUT_MESSAGES.pumpInsulinOutOfRange }]);
    const typed = { eventType: 'Correction Bolus', insulin: 0.05, created_at: '2026-03-08T08:00:00Z', enteredBy: 'careportal' };
    expect(mapNightscoutTreatments([typed], options).errors).toEqual([{ line: 1, message: NIGHTSCOUT_MESSAGES.insulinOutOfRange }]);
  });

  it("reads xDrip+'s numeric timestamp as milliseconds", () => {
    const xdrip = { eventType: 'Bolus', insulin: 2, timestamp: Date.parse('2026-03-08T09:15:00Z'), enteredBy: 'xdrip' };
    expect(mapNightscoutTreatments([xdrip], options).records[0]).toMatchObject({ timestamp: '2026-03-08T09:15:00.000Z' });
  });
});

describe('a Nightscout export of entries and treatments', () => {
  it('tells them apart and keeps each item\'s position as its line', () => {
    const entry = { type: 'sgv', sgv: 120, date: Date.parse('2026-03-08T08:00:00Z'), device: 'xDrip-DexcomG6' };
    const { records, errors } = mapNightscoutDocuments([entry, loopCarbs, { eventType: 'Meal Bolus', insulin: 900, created_at: '2026-03-08T08:00:00Z' }], options);
    expect(records.map((record) => [record.kind, record.line])).toEqual([['reading', 1], ['meal', 2]]);
    expect(errors).toEqual([{ line: 3, message: NIGHTSCOUT_MESSAGES.insulinOutOfRange }]);
  });
});
