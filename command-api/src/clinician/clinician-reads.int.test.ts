import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINICIAN_MESSAGES, CLINICIAN_TOKEN_LIFETIME_SECONDS, streamIds, API_ROUTES } from '@glyco/contracts';
import { logReadings } from '../glucose-readings/glucose-test-support';
import { startTestApp, type TestApp, type TestClient, countEvents } from '@glyco/testing';
import { clinicianOf, issueAccessCode, registerPatient, revokeAccessCode, type Patient } from './clinician-test-support';

let app: TestApp;
let ada: Patient;
let bob: Patient;
let clinician: TestClient;
const range = 'startDate=2026-01-01T00:00:00.000Z&endDate=2026-01-08T00:00:00.000Z';

beforeAll(async () => {
  app = await startTestApp({ roles: ['api', 'projector', 'workers'] });
  ada = await registerPatient(app, 'Ada');
  bob = await registerPatient(app, 'Bob');
  await logReadings(ada.client, [{ value: 95, timestamp: '2026-01-02T08:00:00.000Z' }, { value: 210, timestamp: '2026-01-03T08:00:00.000Z' }]);
  await logReadings(bob.client, [{ value: 60, timestamp: '2026-01-02T09:00:00.000Z' }]);
  clinician = await clinicianOf(app, ada, await issueAccessCode(ada));
});
afterAll(async () => {
  await app?.close();
});

const viewsLogged = async () => (await app.product.store.readStream(streamIds.clinicianAccess(ada.id))).filter((event) => event.type === 'ClinicianDataViewed');

describe('a clinician session', () => {
  it("reads exactly the patient's readings and stats, never another person's", async () => {
    const glucose = await clinician.get(API_ROUTES.glucose.list.path);
    expect(glucose.status).toBe(200);
    expect(glucose.body).toEqual((await ada.client.get(API_ROUTES.glucose.list.path)).body);
    expect(glucose.body.map((reading: { value: number }) => reading.value).sort()).toEqual([210, 95]);
    const stats = await clinician.get(`${API_ROUTES.glucose.stats.path}?${range}`);
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual((await ada.client.get(`${API_ROUTES.glucose.stats.path}?${range}`)).body);
    expect(stats.body.min).toBe(95);
  });

  it("shows the patient's medical details and when the session ends", async () => {
    const patient = await clinician.get(API_ROUTES.clinician.patient.path);
    expect(patient.body).toEqual({
      name: 'Ada', diabetesType: 'Type 1', dateOfDiagnosis: null, targetGlucoseRange: { min: 70, max: 180 },
      glucoseUnit: 'mg/dL', insulinType: { basal: '', bolus: '' }, accessExpiresAt: expect.any(String),
    });
    expect((await ada.client.get(API_ROUTES.clinician.patient.path)).body).toEqual({ message: CLINICIAN_MESSAGES.clinicianOnly });
  });

  it('cannot write: 403 and nothing appended', async () => {
    const before = await countEvents(app, 'clinician');
    expect(before, 'the redemption and the reads so far are counted').toBeGreaterThan(0);
    const writes = [
      await clinician.post(API_ROUTES.glucose.log.path, { value: 100, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal' }),
      await clinician.put(API_ROUTES.accounts.updateProfile.path, { name: 'Mallory', email: ada.email }),
      await clinician.get(API_ROUTES.clinician.accessLog.path),
      await clinician.get(API_ROUTES.accounts.me.path),
    ];
    for (const write of writes) expect({ status: write.status, body: write.body }).toEqual({ status: 403, body: { message: CLINICIAN_MESSAGES.readOnly } });
    expect(await countEvents(app, 'clinician')).toBe(before);
  });

  it("records every read in the patient's access log, with its query, and lists the session as one visit", async () => {
    await clinician.get(`${API_ROUTES.meals.list.path}?limit=5`);
    expect((await viewsLogged()).at(-1)!.data).toEqual({ patientId: ada.id, accessId: expect.any(String), route: 'GET /api/meals', query: 'limit=5' });
    // The last read's own position: the settled head can lag behind it while another transaction is open.
    const lastRead = (await viewsLogged()).at(-1)!;
    expect(await app.product.projector.waitFor(lastRead.position, ['clinician_access_log'], 15_000)).toBe(true);
    const log = await ada.client.get(`${API_ROUTES.clinician.accessLog.path}?limit=50`);
    expect(log.status).toBe(200);
    expect(log.body).toEqual({
      entries: [{
        accessId: (await viewsLogged()).at(-1)!.data.accessId,
        startedAt: expect.any(String),
        lastSeenAt: expect.any(String),
        reads: 4,
        viewed: ['glucose readings', 'glucose statistics', 'meals', 'patient summary'],
        expiresAt: expect.any(String),
        revokedAt: null,
      }],
      totalCount: 1,
    });
    const [visit] = log.body.entries;
    expect(Date.parse(visit.expiresAt) - Date.parse(visit.startedAt)).toBe(CLINICIAN_TOKEN_LIFETIME_SECONDS * 1000);
    expect(Date.parse(visit.lastSeenAt)).toBeGreaterThan(Date.parse(visit.startedAt));
    expect((await bob.client.get(API_ROUTES.clinician.accessLog.path)).body).toEqual({ entries: [], totalCount: 0 });
  });

  it("exports the patient's PDF report", async () => {
    const response = await fetch(`${app.url}${API_ROUTES.reports.pdf.path}?${range}`, { headers: { Authorization: `Bearer ${clinician.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is revoked the moment the patient issues a new code or revokes access', async () => {
    const newCode = await issueAccessCode(ada);
    const revoked = await clinician.get(API_ROUTES.glucose.list.path);
    expect({ status: revoked.status, body: revoked.body }).toEqual({ status: 401, body: { message: CLINICIAN_MESSAGES.accessRevoked } });
    const renewed = await clinicianOf(app, ada, newCode);
    expect((await renewed.get(API_ROUTES.glucose.list.path)).status).toBe(200);
    await revokeAccessCode(ada);
    expect((await renewed.get(API_ROUTES.glucose.list.path)).status).toBe(401);
  });

  it('cannot issue or revoke codes itself', async () => {
    const renewed = await clinicianOf(app, ada, await issueAccessCode(ada));
    for (const response of [await renewed.post(API_ROUTES.clinician.issueCode.path, { expiresInDays: 90 }), await renewed.delete(API_ROUTES.clinician.revokeCode.path)]) {
      expect({ status: response.status, body: response.body }).toEqual({ status: 403, body: { message: CLINICIAN_MESSAGES.readOnly } });
    }
    expect((await renewed.get(API_ROUTES.glucose.list.path)).status).toBe(200);
  });
});
