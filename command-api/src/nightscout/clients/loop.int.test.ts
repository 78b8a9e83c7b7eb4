import { describe, expect, it } from 'vitest';
import { eventCount, minutesAgo, readBack, useClientRig } from './client-replay-test-support';

/**
 * Loop, replayed from LoopKit/NightscoutKit Sources/NightscoutKit/NightscoutClient.swift and
 * Models/Treatments/CarbCorrectionNightscoutTreatment.swift: the credential check at
 * /api/v1/experiments/test, a carb entry posted with its `syncIdentifier` and `absorptionTime`,
 * edited by PUT with the `_id` the post answered, then deleted by that `_id`.
 */
const rig = useClientRig('Lou Pkit');
const SYNC_ID = 'B0C5E3A2-1D4F-4E8B-9A6C-7D2E1F0A3B4C';

describe('Loop', () => {
  it('saves its credentials, then creates, edits and deletes a carb entry', async () => {
    expect((await rig.send('GET', '/api/v1/experiments/test')).status).toBe(200);
    const entry = { eventType: 'Carb Correction', carbs: 30, absorptionTime: 180, created_at: minutesAgo(25).toISOString(), timestamp: minutesAgo(25).toISOString(), enteredBy: 'loop://iPhone', syncIdentifier: SYNC_ID, foodType: '🍕' };
    const posted = await rig.send('POST', '/api/v1/treatments', [entry]);
    expect(posted.status).toBe(200);
    const id = posted.body[0]._id as string;
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    await readBack(rig.app, `/api/v1/treatments.json?token=${rig.secret}`, 1);

    const edited = await rig.send('PUT', '/api/v1/treatments', { ...entry, carbs: 45, _id: id });
    expect(edited.status).toBe(200);
    expect(edited.body[0]._id).toBe(id);
    expect(await eventCount(rig, 'MealUpdated')).toBe(1);
    const read = await readBack(rig.app, `/api/v1/treatments.json?token=${rig.secret}`, 1);
    expect(read.body[0]).toMatchObject({ _id: id, carbs: 45 });

    expect((await rig.send('DELETE', `/api/v1/treatments/${id}`)).status).toBe(200);
    await readBack(rig.app, `/api/v1/treatments.json?token=${rig.secret}`, 0);
    expect(await eventCount(rig, 'MealLogged')).toBe(1);
  });
});
