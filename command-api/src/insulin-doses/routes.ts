import Router from '@koa/router';
import type { Context } from 'koa';
import { INSULIN_MESSAGES, logInsulinDoseSchema, updateInsulinDoseSchema } from '@glyco/contracts';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { parseInput } from '@glyco/contracts/http/parse-input';
import type { EventStore } from '@glyco/event-store';
import { presentInsulinDose } from '@glyco/projections/insulin-doses/present-insulin-dose';
import { resolveCreate } from '../commands/client-id';
import { handleCommand, type CommandOutcome } from '../commands/handle-command';
import { positionAfter } from '../commands/position-after';
import { commandContextOf } from '../commands/request-context';
import { exposePosition } from '../http/read-your-writes';
import { recordIdOf } from '../meals/record-id';
import { retryOnceOnRace } from '../meals/retry-once-on-race';
import { decideDeleteInsulinDose } from './delete-insulin-dose/decide';
import { insulinDoseDecider, insulinDoseStream, type InsulinDose } from './insulin-dose';
import { decideLogInsulinDose } from './log-insulin-dose/decide';
import { assertOwnMeal } from './related-meal';
import { decideUpdateInsulinDose } from './update-insulin-dose/decide';

export interface InsulinDoseCommandDeps {
  store: EventStore;
}

/** POST /api/insulin, PUT and DELETE /api/insulin/:id. */
export function createInsulinDoseCommandRoutes(deps: InsulinDoseCommandDeps): Router {
  const router = new Router({ prefix: '/api/insulin' });

  router.post('/', async (ctx) => {
    const userId = userIdOf(ctx);
    const { _id, ...dose } = parseInput(logInsulinDoseSchema, ctx.request.body);
    await assertOwnMeal(deps.store, userId, dose.relatedMeal);
    const { recordId: doseId, context } = resolveCreate(ctx, { userId, route: 'POST /api/insulin', bodyId: _id, input: dose });
    const outcome = await retryOnceOnRace(() =>
      handleCommand(deps.store, insulinDoseStream(doseId), insulinDoseDecider, context, (state) =>
        decideLogInsulinDose(state, { doseId, userId, dose, now: context.now }),
      ),
    );
    respondWithDose(ctx, outcome, 201, await positionAfter(deps.store, insulinDoseStream(doseId), outcome));
  });

  router.put('/:id', async (ctx) => {
    const userId = userIdOf(ctx);
    const doseId = recordIdOf(ctx.params.id, INSULIN_MESSAGES.doseNotFound);
    const dose = parseInput(updateInsulinDoseSchema, ctx.request.body);
    await assertOwnMeal(deps.store, userId, dose.relatedMeal);
    const outcome = await handleCommand(deps.store, insulinDoseStream(doseId), insulinDoseDecider, commandContextOf(ctx), (state) =>
      decideUpdateInsulinDose(state, { doseId, userId, dose }),
    );
    respondWithDose(ctx, outcome, 200);
  });

  router.delete('/:id', async (ctx) => {
    const userId = userIdOf(ctx);
    const doseId = recordIdOf(ctx.params.id, INSULIN_MESSAGES.doseNotFound);
    const outcome = await handleCommand(deps.store, insulinDoseStream(doseId), insulinDoseDecider, commandContextOf(ctx), (state) =>
      decideDeleteInsulinDose(state, { doseId, userId }),
    );
    exposePosition(ctx, outcome.append?.position);
    ctx.status = 204;
  });

  return router;
}

function userIdOf(ctx: Context): string {
  return (ctx.state.auth as AuthState).userId;
}

function respondWithDose(ctx: Context, outcome: CommandOutcome<InsulinDose>, status: number, position = outcome.append?.position): void {
  if (outcome.state.status !== 'active') throw new Error('An insulin command left no dose to return');
  exposePosition(ctx, position);
  ctx.status = status;
  ctx.body = presentInsulinDose(outcome.state.data);
}
