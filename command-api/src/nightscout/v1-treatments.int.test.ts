import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@glyco/testing';
import { registerPatient, type Patient } from '../clinician/clinician-test-support';
import { createSecret, eventsHolding, nightscout, readBack, sha1Hex, jsonPath } from './nightscout-test-support';
import { API_ROUTES, NIGHTSCOUT_MESSAGES } from '@glyco/contracts';

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

const MINUTE = 60_000;
const at = (minutesAgo: number) => new Date(Math.floor(Date.now() / MINUTE) * MINUTE - minutesAgo * MINUTE);
const PUMP_SERIAL = 'SN98765432';

/** As AndroidAPS's NSClient uploads boluses from the pump history. */
const aapsBolus = (pumpId: number, insulin: number, minutesAgo: number, smb = false) => ({
  eventType: smb ? 'Correction Bolus' : 'Meal Bolus',
  insulin,
  created_at: at(minutesAgo).toISOString(),
  date: at(minutesAgo).getTime(),
  type: smb ? 'SMB' : 'NORMAL',
  isValid: true,
  isSMB: smb,
  pumpId,
  pumpType: 'OMNIPOD_DASH',
  pumpSerial: PUMP_SERIAL,
  enteredBy: 'AndroidAPS',
  utcOffset: 60,
});

/** As Loop uploads carbs: a syncIdentifier of its own. */
const loopCarbs = {
  eventType: 'Carb Correction',
  carbs: 40,
  created_at: at(50).toISOString(),
  absorptionTime: 180,
  syncIdentifier: '6C1F6A44-6E07-4E2B-8D6C-2B5A1C9F7E11',
  enteredBy: 'loop://iPhone',
};

/** As the careportal of Nightscout posts a meal bolus: only created_at and eventType name it. */
const careportal = { eventType: 'Meal Bolus', insulin: 3, carbs: 30, created_at: at(40).toISOString(), enteredBy: 'careportal', notes: 'porridge' };
const tempBasal = { eventType: 'Temp Basal', duration: 30, absolute: 0.5, rate: 0.5, created_at: at(35).toISOString(), enteredBy: 'AndroidAPS', pumpId: 77, pumpSerial: PUMP_SERIAL };

const post = (body: unknown) => nightscout(app, 'POST', API_ROUTES.nightscoutV1.postTreatments.path, { body, headers: { 'api-secret': sha1Hex(secret) } });
const countOf = async (type: string) =>
  (await app.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = $1 AND data->>'userId' = $2`, [type, ada.id])).rows[0]!.n;

describe('Nightscout API v1: treatments', () => {
  it('logs AndroidAPS boluses and SMBs, Loop carbs and a careportal meal bolus, answering one document per item', async () => {
    const items = [aapsBolus(101, 4.5, 60), aapsBolus(102, 0.4, 55, true), loopCarbs, careportal, tempBasal];
    const response = await post(items);
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(5);
    expect(response.body.every((document: { _id?: string }) => typeof document._id === 'string')).toBe(true);
    expect(await countOf('InsulinDoseLogged')).toBe(3);
    expect(await countOf('MealLogged')).toBe(2);
  });

  it('recognises every one of them when resent, by pump record, syncIdentifier, or time and type', async () => {
    const resent = [aapsBolus(101, 4.5, 60), aapsBolus(102, 0.4, 55, true), { ...loopCarbs, created_at: at(49).toISOString() }, careportal];
    expect((await post(resent)).status).toBe(200);
    expect(await countOf('InsulinDoseLogged')).toBe(3);
    expect(await countOf('MealLogged')).toBe(2);
  });

  it('reads them back newest first, as Nightscout treatments, the temp basal among them', async () => {
    const all = await readBack(app, `${jsonPath(API_ROUTES.nightscoutV1.treatments)}?count=10&find[created_at][$gte]=${at(61).toISOString()}&token=${secret}`, 6);
    expect(all.body[0]).toMatchObject({ eventType: 'Temp Basal', absolute: 0.5, duration: 30, created_at: at(35).toISOString() });
    const read = { ...all, body: all.body.slice(1) };
    expect(read.status).toBe(200);
    const times = read.body.map((treatment: { created_at: string }) => Date.parse(treatment.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The careportal's meal bolus is a dose and a meal at one time: their order between them is free.
    expect(read.body.map((treatment: Record<string, unknown>) => [treatment.eventType, treatment.insulin ?? treatment.carbs])).toEqual([
      expect.anything(),
      expect.anything(),
      ['Carb Correction', 40],
      // AndroidAPS's SMB (isSMB, type SMB) reads back as one.
      ['SMB', 0.4],
      ['Meal Bolus', 4.5],
    ]);
    expect(read.body.slice(0, 2).map((treatment: { eventType: string }) => treatment.eventType).sort()).toEqual(['Carb Correction', 'Meal Bolus']);
    expect(read.body[4]).toMatchObject({ enteredBy: 'AndroidAPS', created_at: at(60).toISOString(), utcOffset: 60 });
  });

  it('keeps no pump serial number anywhere, and names the uploader as the actor', async () => {
    expect(await eventsHolding(app, PUMP_SERIAL)).toBe(0);
    const { rows } = await app.database.pool.query(`SELECT DISTINCT metadata->'actor'->>'device' AS device FROM events WHERE type = 'InsulinDoseLogged' AND data->>'userId' = $1 ORDER BY 1`, [ada.id]);
    expect(rows.map((row) => row.device)).toEqual(['AndroidAPS', 'careportal']);
  });

  it('refuses an impossible dose with its reason and logs nothing', async () => {
    const response = await post([{ ...aapsBolus(103, 900, 20) }]);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(NIGHTSCOUT_MESSAGES.pumpInsulinOutOfRange);
    expect(await countOf('InsulinDoseLogged')).toBe(3);
  });
});
