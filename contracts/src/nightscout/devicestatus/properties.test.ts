import { describe, expect, it } from 'vitest';
import type { NightscoutEntryAnswer } from '../present';
import { askedProperties, presentProperties } from './properties';
import { deviceStatusSummaryOf } from './summary';

const now = new Date('2026-11-28T12:00:00.000Z');
const entry = (minutesAgo: number, sgv: number): NightscoutEntryAnswer => {
  const date = now.getTime() - minutesAgo * 60_000;
  return { _id: `e${minutesAgo}`, type: 'sgv', sgv, date, dateString: new Date(date).toISOString(), sysTime: new Date(date).toISOString(), utcOffset: 0, direction: 'SingleDown' };
};

describe('Nightscout properties', () => {
  it('scales bgnow and the delta to mmol/L for a person reading mmol/L', () => {
    const answer = presentProperties({ entries: [entry(1, 90), entry(6, 108)], statuses: [], units: 'mmol', now });
    expect(answer.bgnow).toMatchObject({ last: 90, sgvs: [{ mgdl: 90, scaled: 5 }] });
    expect(answer.delta).toMatchObject({ mgdl: -18, scaled: -1, display: '-1', elapsedMins: 5 });
    expect(answer.direction).toEqual({ value: 'SingleDown', label: '↓', display: '↓', entity: '&#8595;' });
  });

  it('has no current value once the latest is older than 15 minutes, as Nightscout', () => {
    expect(presentProperties({ entries: [entry(16, 90)], statuses: [], units: 'mg/dl', now }).bgnow).toBeUndefined();
  });

  it('takes IOB and the pump from the newest status holding each', () => {
    const statuses = [deviceStatusSummaryOf({ device: 'openaps://phone', openaps: { iob: { iob: 0.5 } } }, now.toISOString()), deviceStatusSummaryOf({ device: 'loop://iPhone', pump: { reservoir: 50 } }, now.toISOString())];
    const answer = presentProperties({ entries: [], statuses, units: 'mg/dl', now });
    expect(answer.iob).toMatchObject({ iob: 0.5, source: 'OpenAPS', displayLine: 'IOB: 0.50U' });
    expect(answer.pump).toMatchObject({ data: { reservoir: { value: 50, display: '50.0U' } }, device: 'loop://iPhone' });
  });

  it('answers the properties named, ignoring names it does not know', () => {
    expect(askedProperties('bgnow, iob,rawbg')).toEqual(['bgnow', 'iob']);
    expect(askedProperties(undefined)).toHaveLength(8);
  });
});
