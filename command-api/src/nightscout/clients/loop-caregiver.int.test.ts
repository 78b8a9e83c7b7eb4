import { describe, expect, it } from 'vitest';
import { minutesAgo, readBack, useClientRig } from './client-replay-test-support';

/**
 * Loop's caregiver view, replayed from LoopKit/NightscoutKit Sources/NightscoutKit/NightscoutClient.swift:
 * it fetches sensor values after a date (`find[dateString][$gte]`) and carb and insulin treatments
 * by presence (`find[carbs][$exists]=true`, `find[insulin][$exists]=true`) in a time window.
 */
const rig = useClientRig('Cara Giver');

describe("Loop's caregiver view", () => {
  it('fetches recent glucose and only the carb or only the insulin treatments', async () => {
    const readings = [1, 2, 3].map((index) => ({ type: 'sgv', sgv: 100 + index, date: minutesAgo(5 * index).getTime(), device: 'loop://iPhone' }));
    expect((await rig.send('POST', '/api/v1/entries', readings)).status).toBe(200);
    const treatments = [
      { eventType: 'Carb Correction', carbs: 20, created_at: minutesAgo(50).toISOString(), syncIdentifier: 'C1', enteredBy: 'loop://iPhone' },
      { eventType: 'Correction Bolus', insulin: 1.5, created_at: minutesAgo(45).toISOString(), syncIdentifier: 'B1', enteredBy: 'loop://iPhone' },
      { eventType: 'Correction Bolus', insulin: 0.35, created_at: minutesAgo(20).toISOString(), syncIdentifier: 'B2', automatic: true, enteredBy: 'loop://iPhone' },
    ];
    expect((await rig.send('POST', '/api/v1/treatments', treatments)).status).toBe(200);
    await readBack(rig.app, `/api/v1/treatments.json?token=${rig.secret}`, 3);

    const since = encodeURIComponent(minutesAgo(12).toISOString());
    const glucose = await rig.send('GET', `/api/v1/entries/sgv.json?find[dateString][$gte]=${since}&count=100`);
    expect(glucose.body.map((entry: { sgv: number }) => entry.sgv)).toEqual([101, 102]);
    const window = `find[created_at][$gte]=${encodeURIComponent(minutesAgo(60).toISOString())}`;
    const carbs = await rig.send('GET', `/api/v1/treatments.json?${window}&find[carbs][$exists]=true`);
    expect(carbs.body.map((treatment: { carbs: number }) => treatment.carbs)).toEqual([20]);
    const insulin = await rig.send('GET', `/api/v1/treatments.json?${window}&find[insulin][$exists]=true`);
    expect(insulin.body.map((treatment: { insulin: number; eventType: string }) => [treatment.eventType, treatment.insulin])).toEqual([['SMB', 0.35], ['Correction Bolus', 1.5]]);
  });
});
