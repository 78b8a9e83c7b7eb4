import type { Context } from 'koa';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import type { CommandContext } from './command-context';

/** The command context of an authenticated request: the signed-in person (a clinician by access id) is the actor. */
export function commandContextOf(ctx: Context, now = new Date()): CommandContext {
  const auth = ctx.state.auth as AuthState;
  const reason = ctx.get('X-Glyco-Reason').slice(0, 500) || undefined;
  return { actor: { userId: auth.accessId ?? auth.userId, role: auth.role }, correlationId: String(ctx.state.requestId), now, reason };
}
