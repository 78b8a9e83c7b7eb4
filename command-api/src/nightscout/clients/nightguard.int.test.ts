import { describe, expect, it } from 'vitest';
import { minutesAgo, readBack, useClientRig } from './client-replay-test-support';

/**
 * Nightguard, replayed from nightscout/nightguard nightguard/external/NightscoutService.swift: its
 * chart asks for entries after a time written with a fraction (`1795853822500.0`), its cannula age
 * for the latest `find[eventType]=Site Change`, and its watch for `/pebble`.
 */
const rig = useClientRig('Nina Guard');

describe('Nightguard', () => {
  it('reads its chart with fractional milliseconds, keeps TripleDown, finds no site change in meals, and reads /pebble', async () => {
    const readings = [
      { type: 'sgv', sgv: 180, date: minutesAgo(10).getTime(), direction: 'SingleDown', device: 'xDrip-DexcomG7' },
      { type: 'sgv', sgv: 120, date: minutesAgo(5).getTime(), direction: 'TripleDown', device: 'xDrip-DexcomG7' },
    ];
    expect((await rig.send('POST', '/api/v1/entries', readings)).status).toBe(200);
    expect((await rig.send('POST', '/api/v1/treatments', { eventType: 'Meal Bolus', insulin: 3, carbs: 45, created_at: minutesAgo(60).toISOString() })).status).toBe(200);
    await readBack(rig.app, `/api/v1/entries.json?token=${rig.secret}`, 2);

    const after = `${minutesAgo(10).getTime() - 500}.0`;
    const chart = await rig.send('GET', `/api/v1/entries.json?find[date][$gt]=${after}&count=1440`);
    expect(chart.status).toBe(200);
    expect(chart.body.map((entry: { sgv: number; direction: string }) => [entry.sgv, entry.direction])).toEqual([[120, 'TripleDown'], [180, 'SingleDown']]);

    await readBack(rig.app, `/api/v1/treatments.json?token=${rig.secret}`, 2);
    const cannula = await rig.send('GET', '/api/v1/treatments.json?find[eventType]=Site%20Change&count=1');
    expect(cannula).toEqual({ status: 200, body: [] });

    const pebble = await rig.send('GET', '/pebble?count=2');
    expect(pebble.status).toBe(200);
    expect(pebble.body.bgs).toEqual([
      expect.objectContaining({ sgv: '120', direction: 'TripleDown', bgdelta: -60, datetime: readings[1]!.date }),
      expect.objectContaining({ sgv: '180', trend: 6 }),
    ]);
    expect((await rig.anonymous('GET', '/pebble')).status).toBe(401);
  });
});
