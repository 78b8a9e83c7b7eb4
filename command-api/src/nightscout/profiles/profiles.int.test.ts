import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, GLYCO_PROFILE_NAME } from '@glyco/contracts';
import { startTestApp, type TestApp } from '@glyco/testing';
import { registerPatient, type Patient } from '../../clinician/clinician-test-support';
import { createSecret, eventsHolding, jsonPath, nightscout, readBack, sha1Hex } from '../nightscout-test-support';

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
const send = (method: string, path: string, body?: unknown) => nightscout(app, method, path, { body, headers: { 'api-secret': sha1Hex(secret) } });

/** As Trio uploads its settings (nightscout/Trio: NightscoutAPI uploadProfile, POST api/v1/profile.json). */
const trioProfile = (startDate: string, carbRatio: number) => ({
  defaultProfile: 'Trio',
  startDate,
  units: 'mg/dl',
  enteredBy: 'Trio',
  store: {
    Trio: {
      dia: 6,
      timezone: 'Europe/Berlin',
      units: 'mg/dl',
      basal: [{ time: '00:00', value: 0.85, timeAsSeconds: 0 }],
      carbratio: [{ time: '00:00', value: carbRatio, timeAsSeconds: 0 }],
      sens: [{ time: '00:00', value: 45, timeAsSeconds: 0 }],
      target_low: [{ time: '00:00', value: 100, timeAsSeconds: 0 }],
      target_high: [{ time: '00:00', value: 110, timeAsSeconds: 0 }],
    },
  },
});

describe('Nightscout profiles', () => {
  it("presents the person's own target range and units as a profile before any upload", async () => {
    // A new app answers 503 until its read models are built, and the person's settings arrive with theirs.
    const profiles = await readBack(app, `${jsonPath(ROUTES.profile)}?token=${secret}`, 1);
    const [glyco] = profiles.body;
    expect(glyco).toMatchObject({ defaultProfile: GLYCO_PROFILE_NAME, units: 'mg/dl', _id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(glyco.store[GLYCO_PROFILE_NAME]).toMatchObject({ units: 'mg/dl', target_low: [{ time: '00:00', value: expect.any(Number) }], target_high: [{ time: '00:00' }] });
    expect((await send('GET', ROUTES.currentProfile.path)).body).toEqual(glyco);
  });

  it('stores what Trio uploads, sealed, once, and reads the newest back first on every path', async () => {
    const first = await send('POST', jsonPath(ROUTES.postProfile), trioProfile('2026-11-01T08:00:00.000Z', 10));
    expect(first.status).toBe(200);
    expect(first.body[0]).toMatchObject({ defaultProfile: 'Trio', _id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect((await send('POST', ROUTES.postProfile.path, [trioProfile('2026-11-20T08:00:00.000Z', 12)])).status).toBe(200);
    expect((await send('POST', ROUTES.postProfile.path, [trioProfile('2026-11-20T08:00:00.000Z', 12)])).status).toBe(200);
    expect(await eventsHolding(app, 'Europe/Berlin')).toBe(0);

    const profiles = await readBack(app, `${jsonPath(ROUTES.profiles)}?token=${secret}`, 2);
    expect(profiles.body.map((profile: { store: { Trio: { carbratio: { value: number }[] } } }) => profile.store.Trio.carbratio[0]!.value)).toEqual([12, 10]);
    expect((await send('GET', ROUTES.profile.path)).body).toEqual(profiles.body);
    expect((await send('GET', jsonPath(ROUTES.currentProfile))).body).toEqual(profiles.body[0]);
  });

  it('refuses a profile without a store', async () => {
    expect((await send('POST', ROUTES.postProfile.path, { defaultProfile: 'x' })).status).toBe(400);
  });
});
