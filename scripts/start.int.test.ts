import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@glyco/contracts';

const ROOT = new URL('..', import.meta.url).pathname;
const PORT = 3900 + Math.floor(Math.random() * 90);
const EMBEDDED_PG_PORT = 55400 + Math.floor(Math.random() * 90);
let dataDir: string | undefined;

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function waitForHealth(url: string, deadline: number): Promise<Response> {
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status === 200) return response;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`no healthy answer from ${url} in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('npm start with nothing configured', () => {
  it('runs on an embedded PostgreSQL, answers /api/health, and stops cleanly on SIGTERM', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'glyco-start-'));
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(EMBEDDED_PG_PORT) };
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'EVENT_STORE', 'JWT_SECRET']) delete env[name];
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const started = Date.now();
      const health = await waitForHealth(`http://127.0.0.1:${PORT}${API_ROUTES.system.health.path}`, started + 60_000);
      const body = (await health.json()) as { checks: Record<string, { status: string; detail: string }> };
      expect(body.checks.database?.status).toBe('up');
      expect(body.checks.eventStore?.detail).toBe('postgres');
      expect(body.checks.queue?.detail).toMatch(/^postgres/);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, stderr).toBe(0);
    expect(stderr).toContain('"message":"stopped"');
  }, 90_000);

  it("fails with the embedded server's own reason when it cannot start", async () => {
    const blocker = createServer();
    blocker.listen(EMBEDDED_PG_PORT + 100, '127.0.0.1');
    await once(blocker, 'listening');
    const blockedDir = await mkdtemp(join(tmpdir(), 'glyco-start-blocked-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT + 100), DATA_DIR: blockedDir, EMBEDDED_PG_PORT: String(EMBEDDED_PG_PORT + 100) };
      for (const name of ['DATABASE_URL', 'REDIS_URL', 'EVENT_STORE', 'JWT_SECRET']) delete env[name];
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += String(chunk)));
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(1);
      expect(stderr).toContain('failed to start');
      expect(stderr).toContain('Address already in use');
    } finally {
      blocker.close();
      await rm(blockedDir, { recursive: true, force: true });
    }
  }, 90_000);
});
