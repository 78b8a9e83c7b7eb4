import { describe, expect, it } from 'vitest';
import { NIGHTSCOUT_COUNT_MAX } from '@glyco/contracts';
import { minutesAgo, readBack, useClientRig } from './client-replay-test-support';

/**
 * LoopFollow, replayed from loopandlearn/LoopFollow LoopFollow/Controllers/Nightscout/BGData.swift
 * (entries: `count` of two readings a five minutes over the days shown, `find[dateString][$gte]`,
 * `find[type][$ne]=cal`) and Treatments.swift (treatments between `find[created_at][$gte]` and
 * `$lte` six hours ahead, sorted by eventType: SMB, Temp Basal, Carb Correction...).
 */
const rig = useClientRig('Lou Follow');
const STATISTICS_DAYS = 90;

describe('LoopFollow', () => {
  it('reads 90 days of statistics in one request and sees SMBs as SMBs', async () => {
    const readings = Array.from({ length: 30 }, (_, index) => ({ type: 'sgv', sgv: 90 + index, date: minutesAgo(5 * (30 - index)).getTime(), direction: 'Flat', device: 'Trio' }));
    expect((await rig.send('POST', '/api/v1/entries', readings)).status).toBe(200);
    const smb = { eventType: 'SMB', insulin: 0.05, created_at: minutesAgo(12).toISOString(), enteredBy: 'Trio', isSMB: true };
    const bolus = { eventType: 'Correction Bolus', insulin: 1.2, created_at: minutesAgo(40).toISOString(), enteredBy: 'Trio', syncIdentifier: '7F0B2B57-4E0A-4C4B-9C0F-1D9C3E2B5A61' };
    expect((await rig.send('POST', '/api/v1/treatments', [smb, bolus])).status).toBe(200);

    const count = STATISTICS_DAYS * 2 * 24 * 60 / 5;
    expect(count).toBeGreaterThan(10_000);
    expect(count).toBeLessThanOrEqual(NIGHTSCOUT_COUNT_MAX);
    const since = new Date(Date.now() - STATISTICS_DAYS * 24 * 3_600_000).toISOString();
    const entries = await readBack(rig.app, `/api/v1/entries/sgv.json?count=${count}&find[dateString][$gte]=${since}&find[type][$ne]=cal&token=${rig.secret}`, 30);
    expect(entries.body[0]).toMatchObject({ sgv: 119 });

    const window = `find[created_at][$gte]=${encodeURIComponent(since)}&find[created_at][$lte]=${encodeURIComponent(new Date(Date.now() + 6 * 3_600_000).toISOString())}`;
    const treatments = await readBack(rig.app, `/api/v1/treatments.json?${window}&token=${rig.secret}`, 2);
    expect(treatments.body).toEqual([
      expect.objectContaining({ eventType: 'SMB', insulin: 0.05, isSMB: true, automatic: true }),
      expect.objectContaining({ eventType: 'Correction Bolus', insulin: 1.2 }),
    ]);
  });
});
