import { describe, expect, it } from 'vitest';
import { minutesAgo, readBack, useClientRig } from './client-replay-test-support';

/**
 * Juggluco, replayed from j-kaltes/Juggluco Common/src/main/cpp/net/watchserver/uploadtreatment.cpp:
 * each treatment goes up alone with an `_id` Juggluco makes itself and the time as milliseconds in
 * `timestamp`; it counts the upload as done only on exactly 200, and removes a treatment with
 * DELETE /api/v1/treatments/<its own _id>.
 */
const rig = useClientRig('Jules Glucose');
const JUGGLUCO_ID = '0001000000000000000a2b3c';

describe('Juggluco', () => {
  it('uploads a reading and a treatment with exactly 200, and deletes the treatment by its own _id', async () => {
    const date = minutesAgo(3).getTime();
    expect((await rig.send('POST', '/api/v1/entries', { type: 'sgv', sgv: 123, date, dateString: new Date(date).toISOString(), direction: 'FortyFiveDown', device: 'Juggluco' })).status).toBe(200);
    const treatment = { timestamp: minutesAgo(30).getTime(), eventType: '<none>', enteredBy: 'Juggluco', notes: 'Walk 7', carbs: 0, insulin: 4, _id: JUGGLUCO_ID };
    const put = await rig.send('PUT', '/api/v1/treatments', treatment);
    expect(put.status).toBe(200);
    await readBack(rig.app, `/api/v1/treatments.json?token=${rig.secret}`, 1);
    expect((await rig.send('PUT', '/api/v1/treatments', treatment)).status).toBe(200);

    const deleted = await rig.send('DELETE', `/api/v1/treatments/${JUGGLUCO_ID}`);
    expect(deleted.status).toBe(200);
    await readBack(rig.app, `/api/v1/treatments.json?token=${rig.secret}`, 0);
    expect((await rig.send('DELETE', `/api/v1/treatments/${JUGGLUCO_ID}`)).status).toBe(404);
  });
});
