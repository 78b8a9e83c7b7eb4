import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@glyco/contracts';
import { openLiveStream, startTestApp, type TestApp, type OpenStream } from '@glyco/testing';
import { registerPatient } from '../clinician/clinician-test-support';
import { createSecret, nightscout, sha1Hex } from '../nightscout/nightscout-test-support';

/** Two API processes on one database, as behind a load balancer: only the first runs the projector. */
let writer: TestApp;
let reader: TestApp;
const opened: OpenStream[] = [];

beforeAll(async () => {
  writer = await startTestApp();
  reader = await startTestApp({ database: writer.database, roles: ['api'] });
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await reader?.close();
  await writer?.close();
});

describe('the live stream across API processes', () => {
  it('shows on a stream of one process a reading written through the other, and a sign-out through the other closes it', async () => {
    const ada = await registerPatient(writer, 'Ada Twice');
    const secret = await createSecret(ada);
    const stream = await openLiveStream(reader.url, ada.client.token!);
    opened.push(stream);
    expect(stream.status).toBe(200);

    const date = Date.now();
    const entry = { type: 'sgv', sgv: 97, date, dateString: new Date(date).toISOString(), direction: 'Flat', device: 'Juggluco' };
    expect((await nightscout(writer, 'POST', API_ROUTES.nightscoutV1.postEntries.path, { body: entry, headers: { 'api-secret': sha1Hex(secret) } })).status).toBe(200);
    const { message } = await stream.next((received) => received.message.type === 'reading');
    expect(message).toMatchObject({ personId: ada.id, reading: { mgdl: 97, trend: 'Flat', source: 'Juggluco' } });

    expect((await ada.client.post(API_ROUTES.accounts.logout.path)).status).toBe(200);
    const loggedOutAt = Date.now();
    const closed = await stream.next((received) => received.message.type === 'closed', 1_000);
    expect(closed.at - loggedOutAt).toBeLessThan(1_000);
    await stream.ended;
  });
});
