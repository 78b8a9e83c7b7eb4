import { describe, expect, it } from 'vitest';
import { API_ROUTES, type CurrentGlucose } from '@glyco/contracts';
import { minutesAgo, useClientRig } from '../nightscout/clients/client-replay-test-support';

const rig = useClientRig('Arrow Sender');

const entry = (minutes: number, sgv: number, direction: string) => ({ type: 'sgv', sgv, date: minutesAgo(minutes).getTime(), direction, device: 'xDrip-DexcomG6' });

async function currentOnceHolding(mgdl: number): Promise<CurrentGlucose> {
  let current: CurrentGlucose | undefined;
  await expect
    .poll(async () => {
      current = (await rig.patient.client.get(API_ROUTES.glucose.current.path)).body as CurrentGlucose;
      return current.reading?.value;
    }, { timeout: 20_000 })
    .toBe(mgdl);
  return current!;
}

describe('the current reading takes the arrow its device sent', () => {
  it('shows an uploaded FortyFiveUp on a lone reading, where the readings alone draw no trend', async () => {
    expect((await rig.send('POST', API_ROUTES.nightscoutV1.postEntries.path, [entry(40, 120, 'Flat'), entry(12, 150, 'FortyFiveUp')])).status).toBe(200);
    expect((await currentOnceHolding(150)).trend).toEqual({ trend: 'risingSlowly', rateMgdlPerMinute: null, from: 'device' });
  });

  it('prefers the device arrow to the drawn one, keeps the drawn rate, and draws one when the device cannot', async () => {
    expect((await rig.send('POST', API_ROUTES.nightscoutV1.postEntries.path, [entry(6, 156, 'DoubleDown')])).status).toBe(200);
    expect((await currentOnceHolding(156)).trend).toEqual({ trend: 'fallingQuickly', rateMgdlPerMinute: 1, from: 'device' });
    expect((await rig.send('POST', API_ROUTES.nightscoutV1.postEntries.path, [entry(0, 162, 'NOT COMPUTABLE')])).status).toBe(200);
    expect((await currentOnceHolding(162)).trend).toEqual({ trend: 'steady', rateMgdlPerMinute: 1, from: 'readings' });
  });
});
