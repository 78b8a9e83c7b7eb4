import Router from '@koa/router';
import type pg from 'pg';
import { API_ROUTES } from '@glyco/contracts';
import { mount } from '@glyco/runtime/http';
import { readYourWrites, type WaitForProjections } from '../http/read-your-writes';
import { answerQuestion, modelConfigFrom } from '@glyco/assistant';

export interface ChatbotDeps {
  pool: pg.Pool;
  waitFor: WaitForProjections;
  env?: Record<string, string | undefined>;
}

/** POST /api/chatbot: the assistant (`@glyco/assistant`), grounded in the user's own records. */
export function createChatbotRoutes(deps: ChatbotDeps): Router {
  const router = new Router();
  const model = modelConfigFrom(deps.env ?? process.env);
  // The chat is a read sent as a POST: it first waits for the sender's own latest write.
  mount(
    router,
    API_ROUTES.chat.ask,
    async (ctx, { body }) => {
      const { message, userName, timezoneOffsetMinutes } = body;
      ctx.body = await answerQuestion({ userId: ctx.state.auth.userId, userName, message, timezoneOffsetMinutes }, { pool: deps.pool, model });
    },
    { before: [readYourWrites(deps.waitFor, undefined, true)] },
  );
  return router;
}
