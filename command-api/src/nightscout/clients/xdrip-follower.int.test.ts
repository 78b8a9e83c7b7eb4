import { describe, expect, it } from 'vitest';
import { minutesAgo, readBack, useClientRig } from './client-replay-test-support';

/**
 * xDrip+ as follower, replayed from NightscoutFoundation/xDrip
 * app/src/main/java/com/eveningoutpost/dexdrip/cgm/nsfollow/NightscoutFollow.java: it asks for the
 * latest entries with a count and a cache-busting `rr`, and for treatments without a count, so it
 * gets Nightscout's default of 100 and fills its whole window.
 */
const rig = useClientRig('Fola Lower');

describe('xDrip+ follower', () => {
  it('reads entries by count and every treatment of the day without asking a count', async () => {
    const entries = Array.from({ length: 12 }, (_, index) => ({ type: 'sgv', sgv: 100 + index, date: minutesAgo(5 * (12 - index)).getTime(), direction: 'Flat', device: 'xDrip-LibreReceiver' }));
    expect((await rig.send('POST', '/api/v1/entries', entries)).status).toBe(200);
    const meals = Array.from({ length: 14 }, (_, index) => ({ eventType: 'Carb Correction', carbs: 10 + index, created_at: minutesAgo(30 * (index + 1)).toISOString(), enteredBy: 'careportal' }));
    expect((await rig.send('POST', '/api/v1/treatments', meals)).status).toBe(200);

    const latest = await readBack(rig.app, `/api/v1/entries.json?count=24&rr=${Date.now()}&token=${rig.secret}`, 12);
    expect(latest.body[0]).toMatchObject({ sgv: 111, direction: 'Flat' });
    const treatments = await readBack(rig.app, `/api/v1/treatments.json?rr=${Date.now()}&token=${rig.secret}`, 14);
    expect(treatments.body.map((treatment: { carbs: number }) => treatment.carbs)).toEqual(meals.map((meal) => meal.carbs));
  });
});
