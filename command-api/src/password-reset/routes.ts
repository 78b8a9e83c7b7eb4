import Router from '@koa/router';
import { API_ROUTES, PASSWORD_RESET_MESSAGES } from '@glyco/contracts';
import { resetPasswordSchema } from '@glyco/contracts/accounts/new-password';
import { rateLimited } from '@glyco/contracts/http/app-errors';
import type { EventStore } from '@glyco/event-store';
import { mount } from '@glyco/runtime/http';
import { addressKey } from '../http/address-keys';
import type { RateLimiter } from '../http/rate-limiter';
import { waysInEndedResponse } from '../sessions/end-ways-in';
import type { RevocationStore } from '../sessions/session-revocations';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { notBefore } from './uniform-timing';

export interface PasswordResetLimiters {
  perIp: RateLimiter;
  perEmail: RateLimiter;
}

export interface PasswordResetRouteDeps {
  store: EventStore;
  limiters: PasswordResetLimiters;
  revocations: RevocationStore;
}

/** Longer than the known-email path takes, so both answer after the same floor. */
const FORGOT_ANSWER_FLOOR_MS = 300;
const TOO_MANY_REQUESTS = 'Too many password reset requests. Please wait a few minutes and try again.';

export function createPasswordResetRoutes(deps: PasswordResetRouteDeps): Router {
  const { perIp, perEmail } = deps.limiters;
  const router = new Router();

  mount(router, API_ROUTES.accounts.forgotPassword, async (ctx, { body }) => {
    const startedAt = Date.now();
    const { email } = body;
    const ipCheck = await perIp.hit(addressKey(ctx.ip));
    if (!ipCheck.allowed) throw rateLimited(TOO_MANY_REQUESTS, ipCheck.retryAfterSeconds);
    const context = { actor: { userId: 'forgot-password', role: 'system' as const }, correlationId: String(ctx.state.requestId), now: new Date() };
    await requestPasswordReset(deps.store, perEmail, email, context);
    await notBefore(startedAt, FORGOT_ANSWER_FLOOR_MS);
    // No position header: it would tell a known email (an append) from an unknown one.
    ctx.body = { message: PASSWORD_RESET_MESSAGES.forgotSent };
  });

  mount(
    router,
    API_ROUTES.accounts.resetPassword,
    async (ctx, { body: input }) => {
      const ipCheck = await perIp.hit(addressKey(ctx.ip));
      if (!ipCheck.allowed) throw rateLimited(TOO_MANY_REQUESTS, ipCheck.retryAfterSeconds);
      const ended = await resetPassword(deps.store, deps.revocations, input, { correlationId: String(ctx.state.requestId), now: new Date() });
      ctx.body = waysInEndedResponse(PASSWORD_RESET_MESSAGES.resetSucceeded, ended);
    },
    { overrides: { body: resetPasswordSchema } },
  );
  return router;
}
