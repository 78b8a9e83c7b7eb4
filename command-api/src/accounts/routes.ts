import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { loginSchema, presentUser, profileUpdateSchema, registerSchema } from '@glyco/contracts';
import { parseInput } from '@glyco/contracts/http/parse-input';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import type { EventStore, Position } from '@glyco/contracts/event-store';
import { commandContextOf } from '../commands/request-context';
import { exposePosition } from '../http/read-your-writes';
import type { TokenService } from '../http/tokens';
import { logIn, type LoginLimiters } from './log-in';
import { logOut } from './log-out';
import { registerAccount } from './register-account';
import { updateProfile } from './update-profile';
import { changesAccessCode } from './changes-access-code';

export interface AccountRouteDeps {
  store: EventStore;
  tokens: TokenService;
  limiters: LoginLimiters;
  /** Resolves once the read models have applied `position` (bounded). */
  waitForProjections(position: Position): Promise<boolean>;
}

export function createPublicAccountRoutes(deps: AccountRouteDeps): Router {
  const router = new Router({ prefix: '/api/auth' });
  router.post('/register', async (ctx) => {
    const input = parseInput(registerSchema, ctx.request.body);
    const userId = randomUUID();
    const context = { actor: { userId, role: 'patient' as const }, correlationId: String(ctx.state.requestId), now: new Date() };
    const { account, append } = await registerAccount(deps.store, userId, input, context);
    exposePosition(ctx, append.position);
    ctx.status = 201;
    ctx.body = { token: deps.tokens.issue({ userId, role: 'patient' }), user: presentUser(account.user!) };
  });
  router.post('/login', async (ctx) => {
    const input = parseInput(loginSchema, ctx.request.body);
    const account = await logIn(deps.store, deps.limiters, input, ctx.ip);
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
    // Clinician grants are checked against the users read model: a changed access code revokes them once applied.
    if (outcome.append && changesAccessCode(outcome.events)) await deps.waitForProjections(outcome.append.position);
    ctx.body = presentUser(outcome.state.user!);
  });
  router.post('/logout', async (ctx) => {
    const auth = ctx.state.auth as AuthState;
    const outcome = await logOut(deps.store, auth.userId, commandContextOf(ctx));
    // Revocation is checked against the users read model: answer once it is in force.
    if (outcome.append) await deps.waitForProjections(outcome.append.position);
    ctx.status = 204;
  });
  return router;
}
