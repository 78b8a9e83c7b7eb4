import Router from '@koa/router';
import type pg from 'pg';
import { API_ROUTES, presentUser } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { mount } from '@glyco/runtime/http';
import { findUser } from './query';

const REGISTRATION_WAIT_MS = 3000;
const RECHECK_MS = 50;

/**
 * GET /api/auth/me: the signed-in user's profile from the users read model. A valid token names
 * an account that exists, so a miss means the read model has not yet applied a registration
 * made a moment ago (by a client that did not send its write position): wait for it, briefly.
 */
export function createUserReadRoutes(pool: pg.Pool): Router {
  const router = new Router();
  mount(router, API_ROUTES.accounts.me, async (ctx) => {
    const { auth } = ctx.state;
    let user = await findUser(pool, auth.userId);
    for (const deadline = Date.now() + REGISTRATION_WAIT_MS; !user && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, RECHECK_MS));
      user = await findUser(pool, auth.userId);
    }
    if (!user) throw notFound('User not found');
    ctx.body = presentUser(user);
  });
  return router;
}
