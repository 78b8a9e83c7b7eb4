import { describe, expect, it } from 'vitest';
import { minutesAgo, useClientRig } from './client-replay-test-support';

/**
 * xDrip4iOS, replayed from JohanDegraeve/xdripswift xdrip/Managers/NightScout/NightScoutUploadManager.swift:
 * its setup tests the secret at /api/v1/experiments/test, then posts treatments and keeps the
 * `_id` and `created_at` of each answer (it splits ids on '-', and resends an answer without
 * `created_at`).
 */
const rig = useClientRig('Ivy Oswin');

describe('xDrip4iOS', () => {
  it('passes the secret test, and gets 24-hex ids and created_at for its treatments', async () => {
    expect(await rig.send('GET', '/api/v1/experiments/test')).toEqual({ status: 200, body: { status: 'ok' } });
    const refused = await rig.anonymous('GET', '/api/v1/experiments/test');
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ message: expect.any(String) });

    const carbs = { eventType: 'Carbs', carbs: 25, date: minutesAgo(15).getTime(), enteredBy: 'xDrip4iOS' };
    const posted = await rig.send('POST', '/api/v1/treatments', [carbs]);
    expect(posted.status).toBe(200);
    expect(posted.body[0]).toMatchObject({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), created_at: minutesAgo(15).toISOString() });
  });

  it('is told 404 in JSON for an endpoint Glyco does not have, not asked to log in', async () => {
    for (const path of ['/api/v1/food.json', '/api/v2/notifications/ack']) {
      const response = await rig.send('GET', path);
      expect(response.status, path).toBe(404);
      expect(response.body).toMatchObject({ message: expect.any(String) });
    }
  });
});
