import Router from '@koa/router';
import type { Middleware } from 'koa';
import type pg from 'pg';
import { chatRequestSchema, MIN_POSITION_HEADER } from '@glyco/contracts';
import { parsePosition } from '@glyco/contracts/event-store';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { parseInput } from '@glyco/contracts/http/parse-input';
import type { WaitForProjections } from '../http/read-your-writes';
import { answerQuestion } from './answer';
import { modelConfigFrom } from './model-phrasing';

export interface ChatbotDeps {
  pool: pg.Pool;
  waitFor: WaitForProjections;
  env?: Record<string, string | undefined>;
}

const WAIT_MS = 3000;

/** The chat is a read sent as a POST: like the read routes, it first waits for the sender's own latest write. */
function waitForOwnWrites(waitFor: WaitForProjections): Middleware {
  return async (ctx, next) => {
    const header = ctx.get(MIN_POSITION_HEADER);
    const position = header ? parsePosition(header) : undefined;
    if (position && !(await waitFor(position, WAIT_MS))) ctx.set('X-Glyco-Stale', 'true');
    await next();
  };
}

/** POST /api/chatbot: an assistant grounded in the user's own records; see answer.ts. */
export function createChatbotRoutes(deps: ChatbotDeps): Router {
  const router = new Router();
  const model = modelConfigFrom(deps.env ?? process.env);
  router.post('/api/chatbot', waitForOwnWrites(deps.waitFor), async (ctx) => {
    const { userId } = ctx.state.auth as AuthState;
    const { message, userName, timezoneOffsetMinutes } = parseInput(chatRequestSchema, ctx.request.body);
    ctx.body = { reply: await answerQuestion({ userId, userName, message, timezoneOffsetMinutes }, { pool: deps.pool, model }) };
  });
  return router;
}
