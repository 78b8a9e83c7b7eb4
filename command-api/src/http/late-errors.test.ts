import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import Router from '@koa/router';
import type { Logger } from '@glyco/runtime';
import { createApp } from '../server';

/** A logger that keeps what it was told at error level. */
function recordingLogger(): Logger & { errors: string[] } {
  const errors: string[] = [];
  const ignore = () => undefined;
  return { errors, debug: ignore, info: ignore, warn: ignore, error: (message) => errors.push(message) };
}

/** Routes whose answer fails only as Koa writes it: after every handler has returned. */
function failingAnswers(): Router {
  const router = new Router();
  router.get('/api/test/bigint', (ctx) => {
    ctx.body = { count: 1n };
  });
  router.get('/api/test/deep', (ctx) => {
    let value: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) value = { a: value };
    ctx.body = value;
  });
  router.get('/api/test/stream', (ctx) => {
    ctx.type = 'text/csv';
    ctx.body = new Readable({
      read() {
        this.destroy(new Error('cursor lost'));
      },
    });
  });
  return router;
}

const servers: { close: () => void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function serve(logger: Logger): Promise<string> {
  const app = createApp({ logger, publicRoutes: [failingAnswers()], protectedRoutes: [], protectedMiddleware: [] });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('an error while the answer is written', () => {
  it.each(['/api/test/bigint', '/api/test/deep'])('%s is answered as JSON and logged', async (path) => {
    const logger = recordingLogger();
    const response = await fetch(`${await serve(logger)}${path}`);
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: expect.any(String) });
    expect(response.headers.get('x-content-type-options'), 'the security headers stay').toBe('nosniff');
    expect(logger.errors).toHaveLength(1);
  });

  it('a body stream that fails is logged, and its connection cut rather than left looking complete', async () => {
    const logger = recordingLogger();
    const answered = fetch(`${await serve(logger)}/api/test/stream`).then((response) => response.text());
    await expect(answered).rejects.toThrow();
    await expect.poll(() => logger.errors).toEqual(['response failed']);
  });
});
