import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Router, { type RouterContext } from '@koa/router';
import Koa from 'koa';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_ROUTES, GLUCOSE_MESSAGES } from '@glyco/contracts';
import { mount } from './mount-route';

const app = new Koa();
const readingId = '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d';

async function serve(router: Router, method: string, url: string, body?: unknown) {
  const req = new IncomingMessage(new Socket());
  Object.assign(req, { method, url, headers: {} });
  const ctx = app.createContext(req, new ServerResponse(req)) as RouterContext;
  Object.assign(ctx.request, { body });
  ctx.state.auth = { userId: 'u1', role: 'patient' };
  await router.routes()(ctx, async () => undefined);
  return ctx;
}

describe('mount', () => {
  it('binds the handler to the entry’s method and path with its parsed input, and answers the entry’s status', async () => {
    const router = new Router();
    const handler = vi.fn((ctx: { body: unknown }, input: unknown) => void (ctx.body = input));
    mount(router, API_ROUTES.glucose.update, handler);
    const body = { value: 120, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal', tags: [] };
    const ctx = await serve(router, 'PUT', `/api/glucose/${readingId}`, body);
    expect(ctx.status).toBe(200);
    expect(ctx.body).toMatchObject({ params: { id: readingId }, body: { value: 120 } });
    mount(router, API_ROUTES.glucose.delete, () => undefined);
    expect((await serve(router, 'DELETE', `/api/glucose/${readingId}`)).status).toBe(204);
  });

  it('answers the entry’s 404 for a path that names nothing and the schema’s message for a bad body, before the handler runs', async () => {
    const router = new Router();
    const handler = vi.fn();
    mount(router, API_ROUTES.glucose.update, handler);
    await expect(serve(router, 'PUT', '/api/glucose/not-an-id', {})).rejects.toMatchObject({ kind: 'not_found', message: GLUCOSE_MESSAGES.readingNotFound });
    await expect(serve(router, 'PUT', `/api/glucose/${readingId}`, { value: 'x' })).rejects.toMatchObject({ kind: 'validation' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('parses with a server-side override of the same wire shape, and runs the middleware given before it', async () => {
    const router = new Router();
    const order: string[] = [];
    const stricter = z.object({ message: z.string().min(5, 'Say more') });
    mount(router, API_ROUTES.chat.ask, () => void order.push('handler'), {
      before: [async (_ctx, next) => (order.push('before'), next())],
      overrides: { body: stricter },
    });
    await expect(serve(router, 'POST', '/api/chatbot', { message: 'hi' })).rejects.toMatchObject({ message: 'Say more' });
    await serve(router, 'POST', '/api/chatbot', { message: 'hello there' });
    expect(order).toEqual(['before', 'before', 'handler']);
  });
});
