import Router from '@koa/router';
import type { Context } from 'koa';
import { API_ROUTES, routeName } from '@glyco/contracts';
import { handleCommand, type CommandOutcome, type EventStore } from '@glyco/event-store';
import { presentInsulinDose } from '@glyco/projections';
import { mount } from '@glyco/runtime/http';
import { resolveCreate } from '../commands/client-id';
import { commandContextOf } from '../commands/request-context';
import { exposePosition } from '../http/read-your-writes';
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
  const router = new Router();

  mount(router, API_ROUTES.insulin.log, async (ctx, { body }) => {
    const { userId } = ctx.state.auth;
    const { _id, ...dose } = body;
    await assertOwnMeal(deps.store, userId, dose.relatedMeal);
    const { recordId: doseId, context } = resolveCreate(ctx, { userId, route: routeName(API_ROUTES.insulin.log), bodyId: _id, input: dose });
    const outcome = await handleCommand(deps.store, insulinDoseStream(doseId), insulinDoseDecider, context, (state) =>
      decideLogInsulinDose(state, { doseId, userId, dose, now: context.now }),
    { createsStream: true });
    respondWithDose(ctx, outcome);
  });

  mount(router, API_ROUTES.insulin.update, async (ctx, { params, body: dose }) => {
    const { userId } = ctx.state.auth;
    const doseId = params.id;
    await assertOwnMeal(deps.store, userId, dose.relatedMeal);
    const outcome = await handleCommand(deps.store, insulinDoseStream(doseId), insulinDoseDecider, commandContextOf(ctx), (state) =>
      decideUpdateInsulinDose(state, { doseId, userId, dose }),
    );
    respondWithDose(ctx, outcome);
  });

  mount(router, API_ROUTES.insulin.delete, async (ctx, { params }) => {
    const { userId } = ctx.state.auth;
    const doseId = params.id;
    const outcome = await handleCommand(deps.store, insulinDoseStream(doseId), insulinDoseDecider, commandContextOf(ctx), (state) =>
      decideDeleteInsulinDose(state, { doseId, userId }),
    );
    exposePosition(ctx, outcome.position);
  });

  return router;
}

function respondWithDose(ctx: Context, outcome: CommandOutcome<InsulinDose>): void {
  if (outcome.state.status !== 'active') throw new Error('An insulin command left no dose to return');
  exposePosition(ctx, outcome.position);
  ctx.body = presentInsulinDose(outcome.state.data);
}
