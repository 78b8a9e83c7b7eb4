import { describe, expect, it } from 'vitest';
import { minutesAgo, readBack, useClientRig } from './client-replay-test-support';

/**
 * LoopFollow's loop and pump view, replayed from loopandlearn/LoopFollow
 * LoopFollow/Controllers/Nightscout/DeviceStatus.swift (webLoadNSDeviceStatus: devicestatus.json
 * with count=288, then the newest document's `loop` or `openaps`, `pump` and `uploader`) and
 * ProfileManager.swift (profile/current.json), against what Loop uploads each cycle.
 */
const rig = useClientRig('Lou Follow');

const loopCycle = (minutes: number, iob: number) => ({
  device: 'loop://iPhone',
  created_at: minutesAgo(minutes).toISOString(),
  loop: { name: 'Loop', timestamp: minutesAgo(minutes).toISOString(), iob: { iob, timestamp: minutesAgo(minutes).toISOString() }, cob: { cob: 15 }, predicted: { startDate: minutesAgo(minutes).toISOString(), values: [120, 118, 115] } },
  pump: { clock: minutesAgo(minutes).toISOString(), reservoir: 95.5, battery: { percent: 70 }, suspended: false },
  uploader: { battery: 64 },
});

describe('LoopFollow reading device status', () => {
  it("reads the day's loop cycles newest first and the loop's profile", async () => {
    for (const minutes of [15, 10, 5]) expect((await rig.send('POST', '/api/v1/devicestatus.json', [loopCycle(minutes, minutes / 10)])).status).toBe(200);
    const profile = { defaultProfile: 'Default', startDate: minutesAgo(60).toISOString(), store: { Default: { dia: 6, units: 'mg/dl', timezone: 'UTC', basal: [{ time: '00:00', value: 0.9, timeAsSeconds: 0 }], carbratio: [{ time: '00:00', value: 10, timeAsSeconds: 0 }], sens: [{ time: '00:00', value: 50, timeAsSeconds: 0 }], target_low: [{ time: '00:00', value: 100, timeAsSeconds: 0 }], target_high: [{ time: '00:00', value: 115, timeAsSeconds: 0 }] } } };
    expect((await rig.send('POST', '/api/v1/profile.json', profile)).status).toBe(200);

    const statuses = await readBack(rig.app, `/api/v1/devicestatus.json?count=288&token=${rig.secret}`, 3);
    const [newest] = statuses.body;
    expect(newest).toMatchObject({ device: 'loop://iPhone', loop: { iob: { iob: 0.5 }, cob: { cob: 15 }, predicted: { values: [120, 118, 115] } }, pump: { reservoir: 95.5, battery: { percent: 70 } }, uploader: { battery: 64 } });
    expect(statuses.body.map((status: { created_at: string }) => status.created_at)).toEqual([5, 10, 15].map((minutes) => minutesAgo(minutes).toISOString()));

    const current = await rig.send('GET', '/api/v1/profile/current.json');
    expect(current.body).toMatchObject({ defaultProfile: 'Default', store: { Default: { carbratio: [{ value: 10 }], target_high: [{ value: 115 }] } } });
  });
});
