import type { ParameterizedContext } from 'koa';
import type { PersonState } from '@glyco/runtime/http';
import type { CommandContext } from '@glyco/event-store';

/** The command context of an authenticated request: the signed-in person (a clinician by access id) is the actor. */
export function commandContextOf(ctx: Pick<ParameterizedContext<PersonState>, 'state' | 'get'>, now = new Date()): CommandContext {
  const { auth } = ctx.state;
  const reason = ctx.get('X-Glyco-Reason').slice(0, 500) || undefined;
  return { actor: { userId: auth.accessId ?? auth.userId, role: auth.role }, correlationId: String(ctx.state.requestId), now, reason };
}
