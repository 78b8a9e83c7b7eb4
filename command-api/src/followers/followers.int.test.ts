import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_ROUTES, API_ROUTE_LIST, FOLLOWER_MESSAGES, fillPath, routeName, streamIds } from '@glyco/contracts';
import { countEvents, startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { logReadings } from '../glucose-readings/glucose-test-support';
import { registerPatient, type Patient } from '../clinician/clinician-test-support';
import { accept, followerSession, invite, linkParts } from './follower-test-support';

let app: TestApp;
let sam: Patient;
let lily: Patient;
let mum: Patient;
let mumOfSam: TestClient;

const meal = { mealType: 'Lunch', timestamp: '2026-01-02T12:00:00.000Z', foodItems: [{ name: 'Pasta', carbs: 60 }] };

beforeAll(async () => {
  app = await startTestApp({ roles: ['api', 'projector'] });
  [sam, lily, mum] = await Promise.all([registerPatient(app, 'Sam'), registerPatient(app, 'Lily'), registerPatient(app, 'Mum')]);
  await logReadings(sam.client, [{ value: 95, timestamp: '2026-01-02T08:00:00.000Z' }, { value: 210, timestamp: '2026-01-02T09:00:00.000Z' }]);
  await logReadings(lily.client, [{ value: 61, timestamp: '2026-01-02T08:30:00.000Z' }]);
  await sam.client.post(API_ROUTES.meals.log.path, meal);
  const accepted = await accept(mum, await invite(sam, mum));
  expect(accepted.status).toBe(201);
  mumOfSam = await followerSession(app, mum, sam.id);
});
afterAll(async () => {
  await app?.close();
});

describe('inviting and accepting', () => {
  it('records the invitation and the acceptance as events, and lists the follower with what they may see', async () => {
    const events = await app.product.store.readStream(streamIds.followers(sam.id));
    expect(events.map((event) => event.type)).toEqual(['FollowerInvited', 'FollowerInvitationAccepted']);
    const list = await sam.client.get(API_ROUTES.followers.list.path);
    expect(list.body.followers).toEqual([
      expect.objectContaining({ name: 'Mum', email: mum.email, status: 'following', shares: { mealsAndDoses: true }, alerts: true }),
    ]);
  });

  it("answers whom the follower follows, with the person's name and unit only", async () => {
    const following = await mum.client.get(API_ROUTES.followers.following.path);
    expect(following.body).toEqual({
      people: [{ personId: sam.id, name: 'Sam', glucoseUnit: 'mg/dL', targetGlucoseRange: { min: 70, max: 180 }, shares: { mealsAndDoses: true }, alerts: true }],
    });
  });

  it('refuses a link used a second time, by another account, and a forged one', async () => {
    const aunt = await registerPatient(app, 'Aunt');
    const link = await invite(lily, aunt);
    expect((await accept(aunt, link)).status).toBe(201);
    expect((await accept(aunt, link)).status, 'the same account again changes nothing').toBe(201);
    const stranger = await registerPatient(app, 'Stranger');
    const reused = await accept(stranger, link);
    expect({ status: reused.status, body: reused.body }).toEqual({ status: 403, body: { message: FOLLOWER_MESSAGES.invitationUsed } });
    const { token } = linkParts(link);
    const forged = await stranger.client.post(API_ROUTES.followers.accept.path, { ...linkParts(link), token: `${token.slice(0, 63)}${token.endsWith('A') ? 'B' : 'A'}` });
    expect(forged.status).toBe(404);
  });

  it('refuses a link whose invitation was withdrawn', async () => {
    const neighbour = await registerPatient(app, 'Neighbour');
    const link = await invite(lily, neighbour);
    expect((await lily.client.delete(fillPath(API_ROUTES.followers.revoke.path, linkParts(link)))).status).toBe(204);
    expect((await accept(neighbour, link)).body).toEqual({ message: FOLLOWER_MESSAGES.invitationRevoked });
  });
});

describe('a follower session', () => {
  it("reads the person's live glucose, meals and doses as the person sees them, and the person sees when they last looked", async () => {
    // What is on board is computed for the instant asked, so only its answer is compared, not its figures.
    expect((await mumOfSam.get(API_ROUTES.onBoard.get.path)).status).toBe(200);
    const reads = [API_ROUTES.glucose.list, API_ROUTES.glucose.current, API_ROUTES.meals.list, API_ROUTES.insulin.list, API_ROUTES.nightscoutDevice.loopStatus, API_ROUTES.alerts.list];
    for (const path of reads.map((route) => route.path)) {
      const read = await mumOfSam.get(path);
      expect(read.status, path).toBe(200);
      expect(read.body, path).toEqual((await sam.client.get(path)).body);
    }
    const [follower] = (await sam.client.get(API_ROUTES.followers.list.path)).body.followers;
    expect(Date.now() - Date.parse(follower.lastViewedAt)).toBeLessThan(60_000);
  });

  it('answers 403 on every write route of the route table and every read not shared with followers, appending nothing', async () => {
    const refused = API_ROUTE_LIST.filter((route) => route.caller === 'person' && !route.followerReadable);
    expect(refused.filter((route) => route.method !== 'GET').length).toBeGreaterThan(20);
    const before = await countEvents(app);
    for (const route of refused) {
      const path = route.path.replace(/:(\w+)/g, () => randomUUID());
      const response = await mumOfSam.request(route.method, path, route.method === 'GET' ? undefined : {});
      expect({ route: routeName(route), status: response.status, body: response.body }).toEqual({
        route: routeName(route), status: 403, body: { message: FOLLOWER_MESSAGES.readOnly },
      });
    }
    expect(await countEvents(app)).toBe(before);
  });

  it('never reads meals and doses the person does not share', async () => {
    const nurse = await registerPatient(app, 'Nurse');
    await accept(nurse, await invite(sam, nurse, { shares: { mealsAndDoses: false }, alerts: false }));
    const nurseOfSam = await followerSession(app, nurse, sam.id);
    expect((await nurseOfSam.get(API_ROUTES.glucose.list.path)).status).toBe(200);
    for (const path of [API_ROUTES.meals.list.path, API_ROUTES.insulin.list.path]) {
      expect((await nurseOfSam.get(path)).body, path).toEqual({ message: FOLLOWER_MESSAGES.notShared });
    }
  });

  it("of two people reads each one's data under their own session, never mixed", async () => {
    await accept(mum, await invite(lily, mum));
    const mumOfLily = await followerSession(app, mum, lily.id);
    const values = async (client: TestClient) => (await client.get(API_ROUTES.glucose.list.path)).body.map((reading: { value: number }) => reading.value).sort();
    expect(await values(mumOfSam)).toEqual([210, 95]);
    expect(await values(mumOfLily)).toEqual([61]);
    expect((await mumOfLily.get(API_ROUTES.meals.list.path)).body.meals).toEqual([]);
    const people = (await mum.client.get(API_ROUTES.followers.following.path)).body.people.map((person: { name: string }) => person.name);
    expect(people).toEqual(['Lily', 'Sam']);
    expect(await values(mum.client), "the follower's own account stays their own").toEqual([]);
  });

  it('cannot open a session for someone the account does not follow', async () => {
    const stranger = await registerPatient(app, 'Passer-by');
    const response = await stranger.client.post(fillPath(API_ROUTES.followers.session.path, { personId: sam.id }));
    expect(response.body).toEqual({ message: FOLLOWER_MESSAGES.notFollowing });
  });
});

describe('revoking a follower', () => {
  it('refuses their next request within a second, and ends their place in the list', async () => {
    const dad = await registerPatient(app, 'Dad');
    await accept(dad, await invite(sam, dad));
    const dadOfSam = await followerSession(app, dad, sam.id);
    expect((await dadOfSam.get(API_ROUTES.glucose.current.path)).status).toBe(200);
    const { invitationId } = (await sam.client.get(API_ROUTES.followers.list.path)).body.followers.find((follower: { name: string }) => follower.name === 'Dad');
    expect((await sam.client.delete(fillPath(API_ROUTES.followers.revoke.path, { invitationId }))).status).toBe(204);
    const revokedAt = Date.now();
    const next = await dadOfSam.get(API_ROUTES.glucose.current.path);
    expect(Date.now() - revokedAt).toBeLessThan(1000);
    expect({ status: next.status, body: next.body }).toEqual({ status: 401, body: { message: FOLLOWER_MESSAGES.followEnded } });
    expect((await dad.client.post(fillPath(API_ROUTES.followers.session.path, { personId: sam.id }))).status).toBe(404);
    expect((await sam.client.get(API_ROUTES.followers.list.path)).body.followers.map((follower: { name: string }) => follower.name)).not.toContain('Dad');
    expect((await app.product.store.readStream(streamIds.followers(sam.id))).at(-1)!.type).toBe('FollowerRevoked');
  });

  it("tells the invitation, the acceptance and the end of sharing in the person's Activity, the acceptance as the follower's", async () => {
    const told = async () => {
      const page = (await sam.client.get(`${API_ROUTES.audit.list.path}?limit=100`)).body as { entries: { summary: string; actor: { role: string } }[] };
      return page.entries.filter((entry) => entry.summary.includes('Dad')).map((entry) => [entry.summary, entry.actor.role]);
    };
    await vi.waitFor(async () => expect(await told()).toHaveLength(3), { timeout: 15_000, interval: 100 });
    expect(await told()).toEqual([
      ['Stopped sharing with Dad', 'patient'],
      ['Dad now follows you', 'follower'],
      ['Invited Dad to follow (glucose, meals and doses, with alerts)', 'patient'],
    ]);
  });
});
