import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { loginSchema, presentUser, profileUpdateSchema } from '@glyco/contracts';
import { registerSchema } from '@glyco/contracts/accounts/new-password';
import { parseInput } from '@glyco/contracts/http/parse-input';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import type { EventStore } from '@glyco/event-store';
import { commandContextOf } from '../commands/request-context';
import { exposePosition } from '../http/read-your-writes';
import type { AccountThrottle } from '../http/account-throttle';
import type { RateLimiter } from '../http/rate-limiter';
import type { TokenService } from '../http/tokens';
import type { RevocationStore } from '../sessions/session-revocations';
import { logIn } from './log-in';
import { logOut } from './log-out';
import { registerAccount } from './register-account';
import { admitRegistration } from './registration-limit';
import { updateProfile } from './update-profile';

export interface AccountRouteDeps {
  store: EventStore;
  tokens: TokenService;
  throttle: AccountThrottle;
  revocations: RevocationStore;
  registrationLimit: RateLimiter;
}

export function createPublicAccountRoutes(deps: AccountRouteDeps): Router {
  const router = new Router({ prefix: '/api/auth' });
  router.post('/register', async (ctx) => {
    const input = parseInput(registerSchema, ctx.request.body);
    await admitRegistration(deps.registrationLimit, ctx.ip);
    const userId = randomUUID();
    const context = { actor: { userId, role: 'patient' as const }, correlationId: String(ctx.state.requestId), now: new Date() };
    const { account, append } = await registerAccount(deps.store, userId, input, context);
    exposePosition(ctx, append.position);
    ctx.status = 201;
    ctx.body = { token: deps.tokens.issue({ userId, role: 'patient' }), user: presentUser(account.user!) };
  });
  router.post('/login', async (ctx) => {
    const input = parseInput(loginSchema, ctx.request.body);
    const account = await logIn(deps.store, deps.throttle, input, ctx.ip);
    const user = account.user!;
    ctx.body = { token: deps.tokens.issue({ userId: user.id, role: 'patient' }), user: presentUser(user) };
  });
  return router;
}

export function createProtectedAccountRoutes(deps: AccountRouteDeps): Router {
  const router = new Router({ prefix: '/api/auth' });
  router.put('/profile', async (ctx) => {
    const auth = ctx.state.auth as AuthState;
    const input = parseInput(profileUpdateSchema, ctx.request.body);
    const outcome = await updateProfile(deps.store, auth.userId, input, commandContextOf(ctx));
    exposePosition(ctx, outcome.append?.position);
    ctx.body = presentUser(outcome.state.user!);
  });
  router.post('/logout', async (ctx) => {
    const auth = ctx.state.auth as AuthState;
    await logOut(deps.store, deps.revocations, auth.userId, commandContextOf(ctx));
    ctx.status = 204;
  });
  return router;
}
