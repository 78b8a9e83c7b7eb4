import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, fillPath, LIVE_MESSAGES } from '@glyco/contracts';
import { createLogger } from '@glyco/runtime';
import { listen, closeServer } from '@glyco/server';
import { openLiveStream, startTestApp, TEST_JWT_SECRET, type TestApp, type OpenStream } from '@glyco/testing';
import { buildApp } from '../runtime/build-app';
import { clinicianOf, issueAccessCode, registerPatient, revokeAccessCode, type Patient } from '../clinician/clinician-test-support';
import { logReadings } from '../glucose-readings/glucose-test-support';
import { createSecret, nightscout, sha1Hex } from '../nightscout/nightscout-test-support';
import { accept, followerSession, invite, linkParts } from '../followers/follower-test-support';
import { mealBody } from '../meals/meal-test-support';
import { validResetToken } from '../sessions/session-test-support';
import { endLiveStreams } from './create-live';

let app: TestApp;
/** The product's API again, with a quick heartbeat and room for two streams a person. */
let quick: { url: string; server: Server; end: () => Promise<void> };
const HEARTBEAT_MS = 200;
const opened: OpenStream[] = [];

beforeAll(async () => {
  app = await startTestApp();
  const koa = await buildApp({ ...app.product, logger: createLogger('error'), jwtSecret: TEST_JWT_SECRET, liveLimits: { heartbeatMs: HEARTBEAT_MS, streamsPerPerson: 2 } });
  const server = await listen(koa, 0, '127.0.0.1');
  const address = server.address();
  quick = { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server, end: () => endLiveStreams(koa) };
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await quick?.end();
  if (quick) await closeServer(quick.server, 1_000);
  await app?.close();
});

async function open(patient: { client: { token: string | undefined } }, options: { url?: string; lastEventId?: string; query?: string } = {}): Promise<OpenStream> {
  const stream = await openLiveStream(options.url ?? app.url, patient.client.token!, options);
  opened.push(stream);
  return stream;
}

const MINUTE = 60_000;

async function uploadReading(secret: string, sgv: number, date = Date.now()): Promise<void> {
  const entry = { type: 'sgv', sgv, date, dateString: new Date(date).toISOString(), direction: 'FortyFiveUp', device: 'xDrip-DexcomG6' };
  const posted = await nightscout(app, 'POST', API_ROUTES.nightscoutV1.postEntries.path, { body: [entry], headers: { 'api-secret': sha1Hex(secret) } });
  expect(posted.status).toBe(200);
}

describe('GET /api/live', () => {
  let ada: Patient;
  let secret: string;

  beforeAll(async () => {
    ada = await registerPatient(app, 'Ada Live');
    secret = await createSecret(ada);
  });

  it('sends a reading uploaded through the Nightscout API, with its value, time, arrow and source, once the read models hold it', async () => {
    const stream = await open(ada);
    expect(stream.status).toBe(200);
    const date = Date.now() - MINUTE;
    await uploadReading(secret, 142, date);
    const { id, event, message } = await stream.next((received) => received.event === 'reading');
    expect(message).toEqual({
      type: 'reading',
      personId: ada.id,
      position: id,
      reading: { id: expect.any(String), at: new Date(date).toISOString(), mgdl: 142, trend: 'FortyFiveUp', source: 'xDrip-DexcomG6' },
    });
    expect(event).toBe('reading');
    const current = await ada.client.get(API_ROUTES.glucose.current.path);
    expect(current.body).toMatchObject({ reading: { value: 142 } });
  });

  it('resumes after Last-Event-ID with what was missed, and nothing already seen', async () => {
    const first = await open(ada);
    await logReadings(ada.client, [{ value: 101, timestamp: new Date(Date.now() - 30 * MINUTE).toISOString() }]);
    const seen = await first.next((received) => received.message.type === 'reading' && received.message.reading.mgdl === 101);
    first.close();

    await logReadings(ada.client, [{ value: 102, timestamp: new Date(Date.now() - 20 * MINUTE).toISOString() }]);
    await uploadReading(secret, 150, Date.now() - 10 * MINUTE);
    const watching = await open(ada);
    await watching.next((received) => received.message.type === 'reading' && received.message.reading.mgdl === 150);

    const resumed = await open(ada, { lastEventId: seen.id });
    const caughtUp = await resumed.next((received) => received.message.type === 'reading' && received.message.reading.mgdl === 150);
    expect(resumed.events.every((received) => received.id !== seen.id)).toBe(true);
    expect(resumed.events.map((received) => received.id)).toEqual([caughtUp.id]);
    // The next change arrives live after the replay, once.
    await logReadings(ada.client, [{ value: 103, timestamp: new Date().toISOString() }]);
    await resumed.next((received) => received.message.type === 'reading' && received.message.reading.mgdl === 103);
    expect(new Set(resumed.events.map((received) => received.id)).size).toBe(resumed.events.length);
  });

  it('closes every stream of a person who signs out, within a second, and refuses the token after', async () => {
    const grace = await registerPatient(app, 'Grace Live');
    const stream = await open(grace);
    expect(stream.status).toBe(200);
    expect((await grace.client.post(API_ROUTES.accounts.logout.path)).status).toBe(200);
    const loggedOutAt = Date.now();
    const closed = await stream.next((received) => received.message.type === 'closed', 1_000);
    expect(closed.message).toEqual({ type: 'closed', reason: 'signedOut' });
    expect(closed.at - loggedOutAt).toBeLessThan(1_000);
    await stream.ended;
    expect((await open(grace)).status).toBe(401);
  });

  it('closes the streams of a person whose password is reset, within a second', async () => {
    const joan = await registerPatient(app, 'Joan Live');
    const stream = await open(joan);
    const reset = await app.client().post(API_ROUTES.accounts.resetPassword.path, { token: await validResetToken(app, joan.id), password: 'N3wPass!word-live' });
    expect(reset.status).toBe(200);
    const resetAt = Date.now();
    const closed = await stream.next((received) => received.message.type === 'closed', 1_000);
    expect(closed.message).toEqual({ type: 'closed', reason: 'signedOut' });
    expect(closed.at - resetAt).toBeLessThan(1_000);
  });

  it("lets a clinician follow the patient live until the patient revokes the doctor's access", async () => {
    const mary = await registerPatient(app, 'Mary Live');
    const doctor = await clinicianOf(app, mary, await issueAccessCode(mary), '10.9.0.1');
    const stream = await open({ client: doctor });
    expect(stream.status).toBe(200);
    await logReadings(mary.client, [{ value: 180, timestamp: new Date().toISOString() }]);
    await stream.next((received) => received.message.type === 'reading' && received.message.personId === mary.id);
    await revokeAccessCode(mary);
    const revokedAt = Date.now();
    const closed = await stream.next((received) => received.message.type === 'closed', 1_000);
    expect(closed.message).toEqual({ type: 'closed', reason: 'revoked' });
    expect(closed.at - revokedAt).toBeLessThan(1_000);
  });

  it('shows a follower the readings of the person followed but not the meals they do not share, and closes within a second of the revocation', async () => {
    const lena = await registerPatient(app, 'Lena Live');
    const mum = await registerPatient(app, 'Mum Live');
    const link = await invite(lena, mum, { shares: { mealsAndDoses: false } });
    expect((await accept(mum, link)).status).toBe(201);
    const session = await followerSession(app, mum, lena.id);
    const stream = await open({ client: session });
    expect(stream.status).toBe(200);
    expect((await lena.client.post(API_ROUTES.meals.log.path, mealBody({ timestamp: new Date().toISOString() }))).status).toBe(201);
    await logReadings(lena.client, [{ value: 77, timestamp: new Date().toISOString() }]);
    await stream.next((received) => received.message.type === 'reading' && received.message.reading.mgdl === 77);
    expect(stream.events.filter((received) => received.message.type === 'changed' && received.message.kind === 'meal')).toEqual([]);

    const { invitationId } = linkParts(link);
    expect((await lena.client.delete(fillPath(API_ROUTES.followers.revoke.path, { invitationId }))).status).toBe(204);
    const revokedAt = Date.now();
    const closed = await stream.next((received) => received.message.type === 'closed', 1_000);
    expect(closed.message).toEqual({ type: 'closed', reason: 'revoked' });
    expect(closed.at - revokedAt).toBeLessThan(1_000);
  });

  it("refuses a stream without a session, and one on someone else's data", async () => {
    const response = await fetch(`${app.url}${API_ROUTES.live.stream.path}`);
    expect(response.status).toBe(401);
    const other = await registerPatient(app, 'Other Live');
    const refused = await fetch(`${app.url}${API_ROUTES.live.stream.path}?personId=${ada.id}`, { headers: { Authorization: `Bearer ${other.client.token}` } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: LIVE_MESSAGES.notViewable });
  });

  it('sends heartbeats to a quiet stream and caps the streams open on one person', async () => {
    const ida = await registerPatient(app, 'Ida Live');
    const stream = await open(ida, { url: quick.url });
    await expect.poll(() => stream.heartbeats, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    await open(ida, { url: quick.url });
    const third = await open(ida, { url: quick.url });
    expect(third.status).toBe(429);
  });
});
