import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { API_ROUTES, presentUser, SIGNED_OUT_EVERYWHERE } from '@glyco/contracts';
import { registerSchema } from '@glyco/contracts/accounts/new-password';
import { forbidden } from '@glyco/contracts/http/app-errors';
import type { EventStore, PersonKeys } from '@glyco/event-store';
import { mount } from '@glyco/runtime/http';
import type pg from 'pg';
import { commandContextOf } from '../commands/request-context';
import { exposePosition } from '../http/read-your-writes';
import type { AccountThrottle } from '../http/account-throttle';
import type { TokenService } from '../http/tokens';
import { waysInEndedResponse } from '../sessions/end-ways-in';
import type { RevocationStore } from '../sessions/session-revocations';
import { deleteAccount } from './delete-account';
import { logIn } from './log-in';
import { logOut } from './log-out';
import { registerAccount } from './register-account';
import { admitRegistration, takenEmailKeys, withinTakenEmailBudget, type RegistrationLimits } from './registration-limit';
import { updateProfile } from './update-profile';

export interface AccountRouteDeps {
  store: EventStore;
  pool: pg.Pool;
  keys: PersonKeys;
  tokens: TokenService;
  throttle: AccountThrottle;
  revocations: RevocationStore;
  registrationLimit: RegistrationLimits;
}

export function createPublicAccountRoutes(deps: AccountRouteDeps): Router {
  const router = new Router();
  mount(
    router,
    API_ROUTES.accounts.register,
    async (ctx, { body: input }) => {
      await admitRegistration(deps.registrationLimit, ctx.ip);
      const userId = randomUUID();
      const context = { actor: { userId, role: 'patient' as const }, correlationId: String(ctx.state.requestId), now: new Date() };
      const { account, append } = await withinTakenEmailBudget(deps.registrationLimit.takenEmailAnswers, takenEmailKeys(ctx.ip), () =>
        registerAccount(deps.store, userId, input, context),
      );
      exposePosition(ctx, append.position);
      ctx.body = { token: deps.tokens.issue({ userId, role: 'patient' }), user: presentUser(account.user!) };
    },
    { overrides: { body: registerSchema } },
  );
  mount(router, API_ROUTES.accounts.login, async (ctx, { body: input }) => {
    const account = await logIn(deps.store, deps.throttle, input, ctx.ip);
    const user = account.user!;
    ctx.body = { token: deps.tokens.issue({ userId: user.id, role: 'patient' }), user: presentUser(user) };
  });
  return router;
}

export function createProtectedAccountRoutes(deps: AccountRouteDeps): Router {
  const router = new Router();
  mount(router, API_ROUTES.accounts.updateProfile, async (ctx, { body: input }) => {
    const { userId } = ctx.state.auth;
    const outcome = await withinTakenEmailBudget(deps.registrationLimit.takenEmailAnswers, takenEmailKeys(ctx.ip, userId), () =>
      updateProfile(deps.store, userId, input, commandContextOf(ctx)),
    );
    exposePosition(ctx, outcome.append?.position);
    ctx.body = presentUser(outcome.state.user!);
  });
  mount(router, API_ROUTES.accounts.logout, async (ctx) => {
    const ended = await logOut(deps.store, deps.revocations, ctx.state.auth.userId, commandContextOf(ctx));
    ctx.body = waysInEndedResponse(SIGNED_OUT_EVERYWHERE, ended);
  });
  return router;
}

/** DELETE /api/account: the person only, with their password re-entered. */
export function createAccountDeletionRoutes(deps: AccountRouteDeps): Router {
  const router = new Router();
  mount(router, API_ROUTES.accounts.deleteAccount, async (ctx, { body: input }) => {
    const { auth } = ctx.state;
    if (auth.role !== 'patient') throw forbidden();
    await deleteAccount(deps, auth.userId, input, ctx.ip, commandContextOf(ctx));
  });
  return router;
}
