import { describe, expect, it } from 'vitest';
import { eventCount, minutesAgo, readBack, useClientRig } from './client-replay-test-support';

/**
 * xDrip+ as uploader, replayed from NightscoutFoundation/xDrip
 * app/src/main/java/com/eveningoutpost/dexdrip/utilitymodels/NightscoutUploader.java: it checks
 * status.json, posts its queue of sensor values (with Nightscout's arrow names, TripleUp included),
 * PUTs its treatments (time as a number in `timestamp`, its own `uuid`) and posts the phone's
 * state. AndroidAPS, beside it, posts the same reading a few seconds later with other fields.
 */
const rig = useClientRig('Xavier Drip');

const reading = (minutes: number, sgv: number, direction: string) => {
  const date = minutesAgo(minutes, 3).getTime();
  return { device: 'xDrip-DexcomG6', date, dateString: new Date(date).toISOString(), sysTime: new Date(date).toISOString(), sgv, delta: 4.5, direction, type: 'sgv', filtered: 0, unfiltered: 0, rssi: 100, noise: 1 };
};

describe('xDrip+ uploader', () => {
  it('uploads readings, upserts treatments with a numeric timestamp, and resends change nothing', async () => {
    expect((await rig.send('GET', '/api/v1/status.json')).body).toMatchObject({ status: 'ok', apiEnabled: true });
    const entries = [reading(15, 140, 'SingleUp'), reading(10, 170, 'DoubleUp'), reading(5, 210, 'TripleUp')];
    expect((await rig.send('POST', '/api/v1/entries', entries)).status).toBe(200);

    const bolus = { timestamp: minutesAgo(20).getTime(), eventType: 'Bolus', enteredBy: 'xdrip', notes: '', uuid: '5bd4c9a0-8a1e-4d1f-9a5e-3c6b1d2e7f80', carbs: 0, insulin: 2.5 };
    const put = await rig.send('PUT', '/api/v1/treatments', [bolus]);
    expect(put.status).toBe(200);
    expect(put.body[0]._id).toMatch(/^[0-9a-f]{24}$/);
    expect((await rig.send('POST', '/api/v1/devicestatus', [{ device: 'xDrip-DexcomG6', uploader: { battery: 80 } }])).status).toBe(200);

    const read = await readBack(rig.app, `/api/v1/entries.json?count=10&token=${rig.secret}`, 3);
    expect(read.body.map((entry: { direction: string }) => entry.direction)).toEqual(['TripleUp', 'DoubleUp', 'SingleUp']);
    const treatments = await readBack(rig.app, `/api/v1/treatments.json?token=${rig.secret}`, 1);
    expect(treatments.body[0]).toMatchObject({ insulin: 2.5, created_at: minutesAgo(20).toISOString(), _id: put.body[0]._id });

    const doses = await eventCount(rig, 'InsulinDoseLogged');
    expect((await rig.send('PUT', '/api/v1/treatments', [bolus])).status).toBe(200);
    expect(await eventCount(rig, 'InsulinDoseLogged')).toBe(doses);
  });

  it('stores the reading AndroidAPS sends beside it, seconds apart and with other fields, once', async () => {
    const before = await eventCount(rig, 'GlucoseReadingLogged');
    const aaps = { type: 'sgv', sgv: 210, date: minutesAgo(5, 9).getTime(), direction: 'TripleUp', device: 'AndroidAPS-DexcomG6', utcOffset: 60, isValid: true };
    expect((await rig.send('POST', '/api/v1/entries', [aaps])).status).toBe(200);
    expect(await eventCount(rig, 'GlucoseReadingLogged')).toBe(before);
    // Seven seconds apart across a minute's turn: xDrip+ at :03, AndroidAPS at :56 of the minute before.
    const acrossTheMinute = { ...aaps, date: minutesAgo(10, -4).getTime() };
    expect((await rig.send('POST', '/api/v1/entries', [acrossTheMinute])).status).toBe(200);
    expect(await eventCount(rig, 'GlucoseReadingLogged')).toBe(before);
    // A Libre read a minute later is another reading.
    expect((await rig.send('POST', '/api/v1/entries', [{ ...aaps, date: minutesAgo(9, 3).getTime() }])).status).toBe(200);
    expect(await eventCount(rig, 'GlucoseReadingLogged')).toBe(before + 1);
  });
});
