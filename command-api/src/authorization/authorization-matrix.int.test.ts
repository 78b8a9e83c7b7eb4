import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_JWT_SECRET, startTestApp, type TestApp, type TestClient, type TestResponse } from '@glyco/testing';
import { API_ROUTES, API_ROUTE_LIST, CLINICIAN_MESSAGES, routeName, fillPath, type ApiRoute } from '@glyco/contracts';
import { createClinicianCallers, expectClinicianAnswers, type ClinicianCallers } from './clinician-callers';
import { importFile, MARKER, OWNER_BOLUS_SETTINGS, PROBES, type OwnerRecords, type Probe } from './probes';

let app: TestApp;
let owner: TestClient;
let records: OwnerRecords;
let clinicians: ClinicianCallers;
const people: Record<'other' | 'anonymous' | 'expired' | 'loggedOut', TestClient> = {} as never;
const emails = { owner: 'owner@example.com', other: 'other@example.com', loggedOut: 'gone@example.com' };

async function register(name: string, email: string): Promise<TestClient> {
  const client = app.client();
  const response = await client.post(API_ROUTES.accounts.register.path, { name, email, password: 'Marmalade-Sky-42', diabetesType: 'Type 1' });
  client.token = response.body.token;
  return client;
}

async function createOwnerRecords(): Promise<OwnerRecords> {
  const reading = await owner.post(API_ROUTES.glucose.log.path, { value: 99, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal', notes: MARKER });
  const meal = await owner.post(API_ROUTES.meals.log.path, { mealType: 'Dinner', timestamp: new Date().toISOString(), foodItems: [{ name: 'Rice', carbs: 45 }], notes: MARKER });
  const dose = await owner.post(API_ROUTES.insulin.log.path, { insulinType: 'Bolus', units: 4, timestamp: new Date().toISOString(), relatedMeal: meal.body._id, notes: MARKER });
  const food = await owner.get(`${API_ROUTES.foods.search.path}?q=apple`);
  await owner.put(API_ROUTES.accounts.updateProfile.path, { name: 'Owner', email: emails.owner, bolusSettings: OWNER_BOLUS_SETTINGS });
  const upload = await owner.post(API_ROUTES.imports.upload.path, importFile());
  await vi.waitFor(async () => expect((await owner.get(fillPath(API_ROUTES.imports.detail.path, { id: upload.body.id }))).body.status).toBe('done'), { timeout: 60_000, interval: 200 });
  const accessToken = await owner.post(API_ROUTES.nightscoutAccessTokens.create.path, { name: 'Owner phone', role: 'admin' });
  const invitation = await owner.post(API_ROUTES.followers.invite.path, { email: 'family@example.com', name: 'Family', shares: { mealsAndDoses: true }, alerts: true });
  return {
    readingId: reading.body._id, mealId: meal.body._id, doseId: dose.body._id, foodId: food.body.foods[0].id, importId: upload.body.id, accessTokenId: accessToken.body.id,
    invitationId: invitation.body.invitationId,
  };
}

beforeAll(async () => {
  app = await startTestApp({ roles: ['api', 'projector', 'workers'] });
  owner = await register('Owner', emails.owner);
  people.other = await register('Other', emails.other);
  people.loggedOut = await register('Gone', emails.loggedOut);
  await people.loggedOut.post(API_ROUTES.accounts.logout.path);
  people.anonymous = app.client();
  people.expired = app.client();
  const ownerId = (await owner.get(API_ROUTES.accounts.me.path)).body._id;
  people.expired.token = jwt.sign({ role: 'patient', iatms: Date.now() - 20 * 3600_000, exp: Math.floor(Date.now() / 1000) - 60 }, TEST_JWT_SECRET, {
    algorithm: 'HS256', subject: ownerId, issuer: 'glyco',
  });
  records = await createOwnerRecords();
  clinicians = await createClinicianCallers(app, owner, emails.owner);
});
afterAll(async () => {
  await app?.close();
});

const send = (client: TestClient, probe: Probe, email: string, name: string): Promise<TestResponse> => {
  const template = probe.api === API_ROUTES.accounts.updateProfile ? { name, email } : probe.body?.(records);
  // Only the owner's own records carry the marker, so finding it anywhere else is a leak.
  const body = template && client !== owner ? JSON.parse(JSON.stringify(template).replaceAll(MARKER, `${name}'s note`)) : template;
  return client.request(probe.api.method, probe.path(records), body);
};

function expectNoOwnerData(response: TestResponse): void {
  const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
  for (const secret of [MARKER, emails.owner, records.readingId, records.mealId, records.doseId]) expect(text).not.toContain(secret);
}

describe('authorization matrix: every protected route x every kind of caller', () => {
  it('has a probe for every protected route of the API', () => {
    // Logging out and deleting the account end the owner's session, and the live stream answers until
    // its viewer leaves; their own tests cover their callers (command-api/src/live/live-stream.int.test.ts).
    const sessionEnders: readonly ApiRoute[] = [API_ROUTES.accounts.logout, API_ROUTES.accounts.deleteAccount, API_ROUTES.live.stream];
    const byToken = API_ROUTE_LIST.filter((route) => (route.caller === 'person' || route.caller === 'clinician') && !sessionEnders.includes(route));
    expect(PROBES.map((probe) => probe.name).sort()).toEqual(byToken.map(routeName).sort());
  });

  it.each(PROBES.map((probe) => [probe.name, probe] as const))('%s', async (_name, probe) => {
    for (const caller of ['anonymous', 'expired', 'loggedOut'] as const) {
      const response = await send(people[caller], probe, emails.loggedOut, 'Gone');
      expect(response.status, `${caller} on ${probe.name}`).toBe(401);
      expectNoOwnerData(response);
    }
    const other = await send(people.other, probe, emails.other, 'Other');
    if (probe.refusedToEveryone) expect(other.status, `another user on ${probe.name}`).toBe(probe.refusedToEveryone);
    else if (probe.ownerOnly) expect(other.status, `another user on ${probe.name}`).toBe(404);
    else if (probe.needsOwnSetup) expect(other.status, `another user on ${probe.name}`).toBe(409);
    else if (probe.clinicianOnly) expect(other.body, `another user on ${probe.name}`).toEqual({ message: CLINICIAN_MESSAGES.clinicianOnly });
    else expect(other.status, `another user on ${probe.name}`).toBeLessThan(300);
    expectNoOwnerData(other);
    const own = await send(owner, probe, emails.owner, 'Owner');
    if (probe.clinicianOnly) expect(own.body, `owner on ${probe.name}`).toEqual({ message: CLINICIAN_MESSAGES.clinicianOnly });
    else if (probe.refusedToEveryone) expect(own.status, `owner on ${probe.name}`).toBe(probe.refusedToEveryone);
    else expect(own.status, `owner on ${probe.name}`).toBeLessThan(300);
    if (probe.showsOwnerData) expect(JSON.stringify(own.body)).toContain(MARKER);
    if (probe.endsDoctorAccess) clinicians = await createClinicianCallers(app, owner, emails.owner);
    await expectClinicianAnswers(app, probe, clinicians, (client) => send(client, probe, 'dr.reed@example.com', 'Dr Reed'));
  });

  it('left the owner data alone through every foreign request', async () => {
    const ownerCopy = app.client();
    ownerCopy.token = (await ownerCopy.post(API_ROUTES.accounts.login.path, { email: emails.owner, password: 'Marmalade-Sky-42' })).body.token;
    expect((await ownerCopy.get(API_ROUTES.accounts.me.path)).body.name).toBe('Owner');
  });

  it('logout revokes the caller alone', async () => {
    expect((await people.anonymous.post(API_ROUTES.accounts.logout.path)).status).toBe(401);
    expect((await people.other.post(API_ROUTES.accounts.logout.path)).status).toBe(200);
    expect((await owner.get(API_ROUTES.accounts.me.path)).status).toBe(200);
    expect((await people.other.get(API_ROUTES.accounts.me.path)).status).toBe(401);
  });
});
