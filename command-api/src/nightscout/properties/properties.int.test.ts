import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@glyco/contracts';
import { startTestApp, type TestApp } from '@glyco/testing';
import { registerPatient, type Patient } from '../../clinician/clinician-test-support';
import { createSecret, nightscout, readBack, sha1Hex } from '../nightscout-test-support';

let app: TestApp;
let ada: Patient;
let secret: string;

beforeAll(async () => {
  app = await startTestApp();
  ada = await registerPatient(app, 'Ada Lovelace');
  secret = await createSecret(ada);
});
afterAll(async () => {
  await app?.close();
});

const ROUTES = API_ROUTES.nightscoutDevice;
const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Math.floor(Date.now() / MINUTE) * MINUTE - minutes * MINUTE);
const send = (method: string, path: string, body?: unknown) => nightscout(app, method, path, { body, headers: { 'api-secret': sha1Hex(secret) } });

describe('Nightscout /api/v2/properties', () => {
  it('answers nothing it has no data for', async () => {
    // A new app answers 503 until its read models are built.
    await expect.poll(async () => send('GET', ROUTES.properties.path), { timeout: 20_000 }).toEqual({ status: 200, body: {} });
  });

  it('answers bgnow, delta, direction, iob, cob, upbat, pump and loop from the latest readings and statuses', async () => {
    const entries = [
      { type: 'sgv', sgv: 120, date: ago(10).getTime(), direction: 'Flat', device: 'xDrip-DexcomG7' },
      { type: 'sgv', sgv: 131, date: ago(5).getTime(), direction: 'FortyFiveUp', device: 'xDrip-DexcomG7' },
    ];
    expect((await send('POST', API_ROUTES.nightscoutV1.postEntries.path, entries)).status).toBe(200);
    const status = {
      device: 'loop://iPhone',
      created_at: ago(3).toISOString(),
      loop: { timestamp: ago(3).toISOString(), iob: { iob: 1.25 }, cob: { cob: 20 } },
      pump: { reservoir: 120, battery: { percent: 45 } },
      uploader: { battery: 80 },
    };
    expect((await send('POST', API_ROUTES.nightscoutDevice.postDeviceStatus.path, status)).status).toBe(200);
    await readBack(app, `/api/v1/devicestatus.json?token=${secret}`, 1);

    const { status: code, body } = await send('GET', ROUTES.properties.path);
    expect(code).toBe(200);
    expect(body.bgnow).toMatchObject({ last: 131, mills: ago(5).getTime(), sgvs: [{ mgdl: 131, direction: 'FortyFiveUp' }] });
    expect(body.delta).toMatchObject({ mgdl: 11, absolute: 11, elapsedMins: 5, display: '+11' });
    expect(body.direction).toMatchObject({ value: 'FortyFiveUp', label: '↗' });
    expect(body.iob).toMatchObject({ iob: 1.25, display: '1.25', source: 'Loop' });
    expect(body.cob).toMatchObject({ cob: 20, display: 20 });
    expect(body.upbat).toMatchObject({ level: 80, display: '80%' });
    expect(body.pump.data).toMatchObject({ reservoir: { value: 120 }, battery: { value: 45, display: '45%' } });
    expect(body.loop).toMatchObject({ lastLoop: { timestamp: ago(3).toISOString() }, display: { code: 'looping' } });
  });

  it('answers only the properties asked, as a query or in the path', async () => {
    expect(Object.keys((await send('GET', `${ROUTES.properties.path}?properties=bgnow,delta`)).body)).toEqual(['bgnow', 'delta']);
    expect(Object.keys((await send('GET', '/api/v2/properties/iob,cob')).body)).toEqual(['iob', 'cob']);
  });

  it('asks for the secret', async () => {
    expect((await nightscout(app, 'GET', ROUTES.properties.path)).status).toBe(401);
  });
});
