import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, REPORT_MESSAGES } from '@glyco/contracts';
import { EXPORT_LIMITS, type ExportLimits } from '@glyco/projections';
import { buildApp } from '../runtime/build-app';
import { closeServer, createTestClient, listen, registeredClient, startTestApp, TEST_JWT_SECRET, type TestApp, type TestClient } from '@glyco/testing';

/**
 * Clients that ask for a large CSV and never read it: each holds one of its person's download
 * slots, and no database connection, until the stall timeout ends it, while everyone else's
 * requests, downloads and the projector carry on.
 */

const LIMITS: ExportLimits = { ...EXPORT_LIMITS, stallMs: 5_000 };
// Large enough (about 30 MB of CSV) that loopback's socket buffers cannot take it all.
const READINGS = 60_000;
const NOTE_LENGTH = 400;

let app: TestApp;
let server: Server;
let url: string;
let mallory: TestClient & { userId: string };
let bob: TestClient;
let malloryElsewhere: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  const { product } = app;
  const logger = { debug() {}, info() {}, warn() {}, error() {} };
  server = await listen(await buildApp({ ...product, logger, jwtSecret: TEST_JWT_SECRET, exportLimits: LIMITS }), 0, '127.0.0.1');
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  server.on('connection', (socket: Socket) => serverSockets.set(socket.remotePort!, socket));
  mallory = await registeredClient(app, 'mallory@example.com');
  bob = createTestClient(url);
  bob.token = (await registeredClient(app, 'bob@example.com')).token;
  malloryElsewhere = createTestClient(url);
  malloryElsewhere.token = mallory.token;
  // Straight into the read model: the test is about reading many rows, not projecting them.
  await product.database.pool.query(
    `INSERT INTO glucose_readings (reading_id, user_id, value_mgdl, entered_value, entered_unit, taken_at, timezone_offset_minutes,
                                   meal_context, reading_type, feeling, notes, tags, revision)
     SELECT gen_random_uuid(), $1, 120, 120, 'mg/dL', timestamptz '2025-01-01' + n * interval '5 minutes', 0,
            'Not Specified', 'CGM', 'Normal', repeat('x', $3), '{}', 0
       FROM generate_series(1, $2) AS n`,
    [mallory.userId, READINGS, NOTE_LENGTH],
  );
}, 60_000);
afterAll(async () => {
  if (server) await closeServer(server, 1_000);
  await app?.close();
});

const csvPath = `${API_ROUTES.reports.csv.path}?type=glucose`;

/** Sends the request and reads nothing more than the kernel takes on its own. */
function stalledReader(token: string): Promise<Socket> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(`GET ${csvPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`);
      socket.pause();
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

const busyExportConnections = () => {
  const pool = app.product.database.pools.exports;
  return pool.totalCount - pool.idleCount;
};
/** The server's end of each connection, by the client's port. */
const serverSockets = new Map<number, Socket>();
const endedOnServer = (clients: Socket[]) => clients.map((client) => serverSockets.get(client.localPort!)!.destroyed);

describe('downloads whose clients never read', () => {
  it('hold no one else up, answer 429 past the per-person cap, and are ended after the stall timeout', async () => {
    const stalled = [await stalledReader(mallory.token!), await stalledReader(mallory.token!)];
    try {
      await expect.poll(() => endedOnServer(stalled)).toEqual([false, false]);

      const third = await malloryElsewhere.get(csvPath);
      expect(third.status).toBe(429);
      expect(third.headers.get('Retry-After')).toBe(String(Math.ceil(LIMITS.stallMs / 1000)));
      expect(third.body).toEqual({ message: REPORT_MESSAGES.tooManyExports });
      // Stalled mid-file and not yet ended, the downloads read no page and hold no connection.
      await expect.poll(busyExportConnections).toBe(0);
      expect(endedOnServer(stalled)).toEqual([false, false]);

      expect((await bob.get(API_ROUTES.accounts.me.path)).status).toBe(200);
      expect((await bob.get(csvPath)).status).toBe(200);
      const logged = await bob.post(API_ROUTES.glucose.log.path, {
        value: 111, unit: 'mg/dL', timestamp: '2025-06-01T08:00:00.000Z', timezoneOffsetMinutes: 0, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal', notes: '', tags: [],
      });
      expect(logged.status).toBe(201);
      // Read back through the projector, which the stalled downloads must not starve.
      expect((await bob.get(API_ROUTES.glucose.list.path)).body).toEqual([expect.objectContaining({ value: 111 })]);
      expect(endedOnServer(stalled)).toEqual([false, false]);

      await expect.poll(() => endedOnServer(stalled), { timeout: LIMITS.stallMs * 4 }).toEqual([true, true]);
      const again = await malloryElsewhere.get(`${csvPath}&startDate=2025-01-01T00:00:00.000Z&endDate=2025-01-01T01:00:00.000Z`);
      expect(again.status).toBe(200);
    } finally {
      for (const socket of stalled) socket.destroy();
    }
  });
});
