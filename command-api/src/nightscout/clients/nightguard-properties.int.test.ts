import { describe, expect, it } from 'vitest';
import { minutesAgo, readBack, useClientRig } from './client-replay-test-support';

/**
 * Nightguard's current value and care data, replayed from nightscout/nightguard
 * nightguard/external/NightscoutService.swift: it reads `/api/v2/properties` for the latest value
 * (`bgnow`), its change (`delta`), the arrow (`direction`), IOB, COB, the phone's and the pump's
 * batteries and reservoir, and the loop's state, beside the chart's entries.
 */
const rig = useClientRig('Nina Properties');

describe('Nightguard reading properties', () => {
  it('gets the current value, its change and arrow, and the loop and pump state, in mmol/L for a person reading mmol/L', async () => {
    const me = (await rig.patient.client.get('/api/auth/me')).body;
    expect((await rig.patient.client.put('/api/auth/profile', { name: me.name, email: me.email, settings: { glucoseUnit: 'mmol/L' } })).status).toBe(200);
    await expect.poll(async () => (await rig.send('GET', '/api/v1/status.json')).body?.settings?.units, { timeout: 20_000 }).toBe('mmol');
    const readings = [
      { type: 'sgv', sgv: 144, date: minutesAgo(10).getTime(), direction: 'Flat', device: 'xDrip-DexcomG7' },
      { type: 'sgv', sgv: 126, date: minutesAgo(5).getTime(), direction: 'FortyFiveDown', device: 'xDrip-DexcomG7' },
    ];
    expect((await rig.send('POST', '/api/v1/entries', readings)).status).toBe(200);
    const status = { device: 'openaps://Pixel', created_at: minutesAgo(4).toISOString(), openaps: { iob: { iob: 2.35 }, suggested: { COB: 32, timestamp: minutesAgo(4).toISOString() } }, pump: { reservoir: 40, battery: { percent: 25 } }, uploaderBattery: 33 };
    expect((await rig.send('POST', '/api/v1/devicestatus', status)).status).toBe(200);
    await readBack(rig.app, `/api/v1/devicestatus.json?token=${rig.secret}`, 1);

    const properties = await rig.send('GET', '/api/v2/properties');
    expect(properties.status).toBe(200);
    expect(properties.body.bgnow).toMatchObject({ last: 126, mills: minutesAgo(5).getTime(), sgvs: [{ scaled: 7 }] });
    expect(properties.body.delta).toMatchObject({ mgdl: -18, display: '-1' });
    expect(properties.body.direction).toMatchObject({ value: 'FortyFiveDown' });
    expect(properties.body.iob).toMatchObject({ iob: 2.35, source: 'OpenAPS' });
    expect(properties.body.cob).toMatchObject({ cob: 32 });
    expect(properties.body.upbat).toMatchObject({ level: 33, display: '33%' });
    expect(properties.body.pump.data).toMatchObject({ reservoir: { value: 40 }, battery: { value: 25 } });
    expect(properties.body.loop.display).toMatchObject({ code: 'looping' });
  });
});
