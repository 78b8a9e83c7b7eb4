import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_EXPORT_CSV_FILES, ACCOUNT_EXPORT_JSON_FILES, CLINICIAN_MESSAGES, FHIR_LOINC, API_ROUTES, fillPath, type FhirBundleEntry, type FhirResource } from '@glyco/contracts';
import { parseImportFile } from '@glyco/imports';
import { seedKnownData, seedOtherUserData, registeredClient, TRICKY_NOTE, startTestApp, unzipToMap, type TestApp, type TestClient } from '@glyco/testing';
import { fhirR4Validator } from './fhir-schema';

let app: TestApp;
let owner: TestClient & { userId: string };
let clinician: TestClient;
const OWNER_EMAIL = 'export-owner@example.com';
const CONTACT = { name: 'Sam Carer', relationship: 'Partner', phone: '+44 20 7946 0000', email: '' };
const SENSOR_VALUE = 123;
// Compiling the 3 MB schema blocks for seconds: done before any connection is open, so no idle keep-alive socket goes stale.
const fhirSchema = fhirR4Validator();

async function importFinished(client: TestClient, id: string): Promise<void> {
  await vi.waitFor(async () => expect((await client.get(fillPath(API_ROUTES.imports.detail.path, { id }))).body.status).toBe('done'), { timeout: 90_000, interval: 200 });
}

async function download(client: TestClient, path: string): Promise<Response> {
  return fetch(`${app.url}${path}`, { headers: { Authorization: `Bearer ${client.token}` } });
}

beforeAll(async () => {
  app = await startTestApp({ roles: ['api', 'projector', 'workers'] });
  owner = await registeredClient(app, OWNER_EMAIL);
  await seedKnownData(owner);
  await seedOtherUserData(await registeredClient(app, 'export-other@example.com'));
  expect((await owner.put(API_ROUTES.accounts.updateProfile.path, { name: 'Erin Export', email: OWNER_EMAIL, emergencyContacts: [CONTACT] })).status).toBe(200);
  const sensor = await owner.post(API_ROUTES.imports.upload.path, [{ type: 'sgv', sgv: SENSOR_VALUE, date: Date.parse('2024-03-02T10:00:00.000Z'), device: 'xDrip-DexcomG6' }]);
  await importFinished(owner, sensor.body.id);
  const code = await owner.post(API_ROUTES.clinician.issueCode.path, { expiresInDays: 1 });
  clinician = app.client();
  clinician.token = (await clinician.post(API_ROUTES.clinician.redeem.path, { email: OWNER_EMAIL, accessCode: code.body.code })).body.token;
  expect((await clinician.get(API_ROUTES.glucose.list.path)).status).toBe(200);
  // The doctor's view is logged by a read model, which the owner's next request does not wait for.
  const viewed = async () => (await owner.get(`${API_ROUTES.clinician.accessLog.path}?limit=10`)).body.entries[0]?.viewed ?? [];
  await vi.waitFor(async () => expect(await viewed()).not.toEqual([]), { timeout: 10_000, interval: 50 });
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const jsonOf = (files: Map<string, Buffer>, name: string) => JSON.parse(files.get(name)!.toString('utf8'));

describe('GET /api/account/export', () => {
  let files: Map<string, Buffer>;

  beforeAll(async () => {
    const response = await download(owner, API_ROUTES.accountExport.zip.path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="glyco-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    files = await unzipToMap(Buffer.from(await response.arrayBuffer()));
  });

  it('holds a README, every record as JSON and the three CSVs, and nothing else', () => {
    const json = Object.values(ACCOUNT_EXPORT_JSON_FILES).map((file) => file.name);
    const csv = Object.values(ACCOUNT_EXPORT_CSV_FILES).map((file) => file.name);
    expect([...files.keys()]).toEqual(['README.md', ...json, ...csv]);
    const readme = files.get('README.md')!.toString('utf8');
    for (const name of [...json, ...csv]) expect(readme).toContain(`\`${name}\``);
  });

  it('exports every record of the person, oldest first, as the API presents it', async () => {
    expect(jsonOf(files, 'profile.json')).toMatchObject({ _id: owner.userId, name: 'Erin Export', email: OWNER_EMAIL, emergencyContacts: [CONTACT] });
    const readings = jsonOf(files, 'glucose-readings.json');
    expect(readings.map((reading: { value: number }) => reading.value)).toEqual([300, 100, 200, 70, SENSOR_VALUE, 150]);
    expect(readings[2]).toEqual((await owner.get(`${API_ROUTES.glucose.list.path}?limit=100`)).body.find((reading: { value: number }) => reading.value === 200));
    expect(jsonOf(files, 'meals.json').map((meal: { mealType: string }) => meal.mealType)).toEqual(['Dinner', 'Lunch', 'Breakfast']);
    expect(jsonOf(files, 'insulin-doses.json').map((dose: { units: number }) => dose.units)).toEqual([20, 5.5, 4, 10]);
    expect(jsonOf(files, 'imports.json')).toMatchObject([{ status: 'done', format: 'nightscout', counts: { readings: 1 } }]);
  });

  it('exports the activity history and the doctor access log', () => {
    const activity = jsonOf(files, 'activity-history.json');
    expect(activity.length).toBeGreaterThanOrEqual(12);
    expect(activity.filter((entry: { entityType: string; action: string }) => entry.action === 'created').length).toBeGreaterThanOrEqual(11);
    const accessLog = jsonOf(files, 'doctor-access-log.json');
    expect(accessLog.map((line: { kind: string }) => line.kind)).toEqual(['code-changed', 'started', 'viewed']);
    expect(accessLog[2]).toMatchObject({ route: 'GET /api/glucose' });
  });

  it("never holds another person's records", () => {
    for (const [name, content] of files) expect(content.toString('utf8'), name).not.toContain('OTHER USER');
  });

  it('gives CSVs that read back as the same records (the Glyco CSV import format)', () => {
    const parsed = (name: string) => parseImportFile({ bytes: files.get(name)! }, { timeZone: 'UTC' });
    const glucose = parsed('glucose.csv');
    expect(glucose).toMatchObject({ format: 'glyco-csv', errors: [] });
    expect(glucose.records.map((record) => ('valueMgdl' in record ? record.valueMgdl : undefined))).toEqual([300, 100, 200, 70, SENSOR_VALUE, 150]);
    expect(parsed('meals.csv')).toMatchObject({ format: 'glyco-csv', errors: [], total: 3 });
    expect(parsed('insulin.csv')).toMatchObject({ format: 'glyco-csv', errors: [], total: 4 });
  });

  it('restores the records into a new account through the import', async () => {
    const newcomer = await registeredClient(app, 'export-newcomer@example.com');
    for (const csv of Object.values(ACCOUNT_EXPORT_CSV_FILES)) {
      const response = await fetch(`${app.url}${API_ROUTES.imports.upload.path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${newcomer.token}`, 'Content-Type': 'text/csv' },
        body: new Uint8Array(files.get(csv.name)!),
      });
      expect(response.status).toBe(202);
      await importFinished(newcomer, (await response.json()).id);
    }
    const restored = await unzipToMap(Buffer.from(await (await download(newcomer, API_ROUTES.accountExport.zip.path)).arrayBuffer()));
    // What the import's records carry (contracts/src/imports/records.ts); the JSON files keep the rest.
    const carried: Record<string, (record: Record<string, unknown>) => unknown[]> = {
      'glucose-readings.json': (r) => [r.timestamp, r.timezoneOffsetMinutes, r.value, r.entered, r.readingType],
      'insulin-doses.json': (r) => [r.timestamp, r.timezoneOffsetMinutes, r.insulinType, r.units, r.notes],
      'meals.json': (r) => [r.timestamp, r.timezoneOffsetMinutes, r.totalCarbs, r.notes],
    };
    for (const [name, fields] of Object.entries(carried)) {
      expect(jsonOf(restored, name).map(fields), name).toEqual(jsonOf(files, name).map(fields));
    }
  }, 240_000);

  it('is refused without a session and to a clinician', async () => {
    expect((await app.client().get(API_ROUTES.accountExport.zip.path)).status).toBe(401);
    const refused = await clinician.get(API_ROUTES.accountExport.zip.path);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: CLINICIAN_MESSAGES.readOnly });
  });
});

describe('importing the export zip into another account', () => {
  const RECORD_FILES = [ACCOUNT_EXPORT_JSON_FILES.readings.name, ACCOUNT_EXPORT_JSON_FILES.meals.name, ACCOUNT_EXPORT_JSON_FILES.doses.name];
  let zip: Buffer;
  let original: Map<string, Buffer>;
  let newcomer: TestClient & { userId: string };

  async function importZip(): Promise<Record<string, number>> {
    const response = await fetch(`${app.url}${API_ROUTES.imports.upload.path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${newcomer.token}`, 'Content-Type': 'application/zip' },
      body: new Uint8Array(zip),
    });
    expect(response.status).toBe(202);
    const { id } = await response.json();
    await importFinished(newcomer, id);
    const detail = (await newcomer.get(fillPath(API_ROUTES.imports.detail.path, { id }))).body;
    expect(detail.format).toBe('glyco-export');
    return detail.counts;
  }

  beforeAll(async () => {
    const person = await registeredClient(app, 'zip-owner@example.com');
    await seedKnownData(person);
    const reading = { value: 9.2, unit: 'mmol/L', timestamp: '2024-03-03T07:10:00.000Z', timezoneOffsetMinutes: 60, mealContext: 'Before Meal', readingType: 'CGM', feeling: 'High', notes: 'Sensor day 3', tags: ['sport', 'sick day'] };
    expect((await person.post(API_ROUTES.glucose.log.path, reading)).status).toBe(201);
    const dose = { insulinType: 'Correction', units: 1.5, brand: 'NovoRapid', timestamp: '2024-03-03T07:15:00.000Z', timezoneOffsetMinutes: 60, injectionSite: 'Thigh', notes: 'After the high' };
    expect((await person.post(API_ROUTES.insulin.log.path, dose)).status).toBe(201);
    // The export reads the read models: wait until they hold every record logged above.
    await vi.waitFor(
      async () => {
        zip = Buffer.from(await (await download(person, API_ROUTES.accountExport.zip.path)).arrayBuffer());
        original = await unzipToMap(zip);
        expect(RECORD_FILES.map((name) => jsonOf(original, name).length)).toEqual([6, 3, 5]);
      },
      { timeout: 60_000, interval: 200 },
    );
    newcomer = await registeredClient(app, 'zip-newcomer@example.com');
  }, 120_000);

  it('restores every reading, meal and dose in full, and a second import adds nothing', async () => {
    expect(await importZip()).toMatchObject({ readings: 6, meals: 3, doses: 5, duplicates: 0, rejected: 0 });
    const withoutIds = (files: Map<string, Buffer>, name: string) => jsonOf(files, name).map(({ _id, ...record }: { _id: string }) => record);
    await vi.waitFor(
      async () => {
        const restored = await unzipToMap(Buffer.from(await (await download(newcomer, API_ROUTES.accountExport.zip.path)).arrayBuffer()));
        for (const name of RECORD_FILES) expect(withoutIds(restored, name), name).toEqual(withoutIds(original, name));
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(jsonOf(original, ACCOUNT_EXPORT_JSON_FILES.meals.name)[1].foodItems).toHaveLength(2);
    expect(await importZip()).toMatchObject({ readings: 0, meals: 0, doses: 0, duplicates: 14, rejected: 0 });
  }, 240_000);
});

describe('GET /api/account/export/fhir', () => {
  let bundle: { resourceType: string; type: string; entry: FhirBundleEntry[] };

  beforeAll(async () => {
    const response = await owner.get(API_ROUTES.accountExport.fhir.path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
    bundle = response.body;
  });

  const resources = (type: string) => bundle.entry.map((entry) => entry.resource).filter((resource) => resource.resourceType === type);
  const codeOf = (resource: FhirResource) => (resource.code as { coding: { code: string }[] }).coding[0]!.code;

  it('is a valid FHIR R4 Bundle by the official JSON schema', () => {
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(fhirSchema.validate(bundle, true)).toEqual([]);
    // The schema check can fail: an empty string is not a FHIR string.
    expect(fhirSchema.validate({ ...bundle, entry: [{ ...bundle.entry[0], resource: { ...bundle.entry[0]!.resource, name: [{ text: '' }] } }] }, true)).not.toEqual([]);
  });

  it('names the person by name and emergency contact only', () => {
    expect(resources('Patient')).toEqual([
      {
        resourceType: 'Patient',
        id: owner.userId,
        name: [{ text: 'Erin Export' }],
        contact: [{ relationship: [{ text: 'Partner' }], name: { text: 'Sam Carer' }, telecom: [{ system: 'phone', value: CONTACT.phone }] }],
      },
    ]);
    expect(JSON.stringify(bundle)).not.toContain(OWNER_EMAIL);
  });

  it('codes meter readings as blood glucose and sensor values as interstitial glucose, in mg/dL', () => {
    const observations = resources('Observation').filter((resource) => codeOf(resource) !== FHIR_LOINC.carbohydrateIntake.code);
    expect(observations.map((resource) => [codeOf(resource), (resource.valueQuantity as { value: number }).value])).toEqual([
      ['2339-0', 300], ['2339-0', 100], ['2339-0', 200], ['2339-0', 70], ['99504-3', SENSOR_VALUE], ['2339-0', 150],
    ]);
    expect(observations[2]).toMatchObject({
      subject: { reference: `urn:uuid:${owner.userId}` },
      effectiveDateTime: '2024-03-01T12:00:00.000Z',
      valueQuantity: { unit: 'mg/dL', system: 'http://unitsofmeasure.org', code: 'mg/dL' },
      note: [{ text: TRICKY_NOTE }],
    });
  });

  it('gives doses as MedicationAdministration in international units and meals as carbohydrate intake', () => {
    const doses = resources('MedicationAdministration');
    expect(doses.map((dose) => (dose.dosage as { dose: { value: number } }).dose.value)).toEqual([20, 5.5, 4, 10]);
    expect(doses[0]).toMatchObject({ status: 'completed', effectiveDateTime: '2024-03-01T08:05:00.000Z', dosage: { dose: { system: 'http://unitsofmeasure.org', code: '[iU]' } } });
    const meals = resources('Observation').filter((resource) => codeOf(resource) === FHIR_LOINC.carbohydrateIntake.code);
    expect(meals.map((meal) => (meal.valueQuantity as { value: number; code: string })).map(({ value, code }) => [value, code])).toEqual([[100, 'g'], [55, 'g'], [40, 'g']]);
  });

  it("can be downloaded by the clinician's read-only session, and the visit's log says so", async () => {
    const read = await clinician.get(API_ROUTES.accountExport.fhir.path);
    expect(read.status).toBe(200);
    expect(read.body.entry).toHaveLength(bundle.entry.length);
    // The doctor's read is logged by a read model: the owner sees it once that has caught up.
    const viewed = async () => (await owner.get(`${API_ROUTES.clinician.accessLog.path}?limit=10`)).body.entries[0]?.viewed ?? [];
    await expect.poll(viewed).toContain('FHIR export');
    expect((await app.client().get(API_ROUTES.accountExport.fhir.path)).status).toBe(401);
  });
});
