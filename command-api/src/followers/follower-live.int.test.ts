import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, fillPath } from '@glyco/contracts';
import { openLiveStream, startTestApp, type OpenStream, type TestApp } from '@glyco/testing';
import { registerPatient, type Patient } from '../clinician/clinician-test-support';
import { logReadings } from '../glucose-readings/glucose-test-support';
import { accept, followerSession, invite, linkParts } from './follower-test-support';

let app: TestApp;
let sam: Patient;
let lily: Patient;
let mum: Patient;
const opened: OpenStream[] = [];

beforeAll(async () => {
  app = await startTestApp();
  [sam, lily, mum] = await Promise.all([registerPatient(app, 'Sam'), registerPatient(app, 'Lily'), registerPatient(app, 'Mum')]);
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await app?.close();
});

async function open(token: string, query?: string): Promise<OpenStream> {
  const stream = await openLiveStream(app.url, token, { query });
  opened.push(stream);
  return stream;
}

describe("a follower's live stream", () => {
  it("carries the followed person's readings only, and closes within a second of a revocation", async () => {
    const samLink = await invite(sam, mum);
    await accept(mum, samLink);
    await accept(mum, await invite(lily, mum));
    const mumOfSam = await followerSession(app, mum, sam.id);
    const stream = await open(mumOfSam.token!);
    expect(stream.status).toBe(200);

    await logReadings(lily.client, [{ value: 61, timestamp: new Date(Date.now() - 60_000).toISOString() }]);
    await logReadings(sam.client, [{ value: 187, timestamp: new Date().toISOString() }]);
    const reading = await stream.next((event) => event.event === 'reading');
    expect(reading.message).toMatchObject({ personId: sam.id, reading: { mgdl: 187 } });
    expect(stream.events.filter((event) => event.event === 'reading').map((event) => (event.message as { personId: string }).personId)).toEqual([sam.id]);

    const revoked = await sam.client.delete(fillPath(API_ROUTES.followers.revoke.path, linkParts(samLink)));
    expect(revoked.status).toBe(204);
    const revokedAt = Date.now();
    const closed = await stream.next((event) => event.message.type === 'closed', 1_000);
    expect(Date.now() - revokedAt).toBeLessThan(1_000);
    expect(closed.message).toEqual({ type: 'closed', reason: 'revoked' });
    await stream.ended;
  });

  it("is refused for a person the token does not name, and to a revoked follower's next connection", async () => {
    const dad = await registerPatient(app, 'Dad');
    await accept(dad, await invite(sam, dad));
    const dadOfSam = await followerSession(app, dad, sam.id);
    expect((await open(dadOfSam.token!, `?personId=${lily.id}`)).status).toBe(403);
    const { invitationId } = (await sam.client.get(API_ROUTES.followers.list.path)).body.followers.find((follower: { name: string }) => follower.name === 'Dad');
    await sam.client.delete(fillPath(API_ROUTES.followers.revoke.path, { invitationId }));
    expect((await open(dadOfSam.token!)).status).toBe(401);
  });
});
