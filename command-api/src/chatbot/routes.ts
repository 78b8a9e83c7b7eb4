import Router from '@koa/router';
import type pg from 'pg';
import { chatRequestSchema } from '@glyco/contracts';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { parseInput } from '@glyco/contracts/http/parse-input';
import { readYourWrites, type WaitForProjections } from '../http/read-your-writes';
import { answerQuestion } from './answer';
import { modelConfigFrom } from './model-phrasing';

export interface ChatbotDeps {
  pool: pg.Pool;
  waitFor: WaitForProjections;
  env?: Record<string, string | undefined>;
}

/** POST /api/chatbot: an assistant grounded in the user's own records; see answer.ts. */
export function createChatbotRoutes(deps: ChatbotDeps): Router {
  const router = new Router();
  const model = modelConfigFrom(deps.env ?? process.env);
  // The chat is a read sent as a POST: it first waits for the sender's own latest write.
  router.post('/api/chatbot', readYourWrites(deps.waitFor, undefined, true), async (ctx) => {
    const { userId } = ctx.state.auth as AuthState;
    const { message, userName, timezoneOffsetMinutes } = parseInput(chatRequestSchema, ctx.request.body);
    ctx.body = await answerQuestion({ userId, userName, message, timezoneOffsetMinutes }, { pool: deps.pool, model });
  });
  return router;
}
