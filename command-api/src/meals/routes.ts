import Router from '@koa/router';
import type { Context } from 'koa';
import { API_ROUTES, MEAL_MESSAGES, routeName } from '@glyco/contracts';
import { handleCommand, type CommandOutcome, type EventStore } from '@glyco/event-store';
import { presentMeal } from '@glyco/projections';
import { mount } from '@glyco/runtime/http';
import { resolveCreate } from '../commands/client-id';
import { commandContextOf } from '../commands/request-context';
import { exposePosition } from '../http/read-your-writes';
import { decideDeleteMeal } from './delete-meal/decide';
import { decideLogMeal } from './log-meal/decide';
import { mealDecider, mealStream, type Meal } from './meal';
import { decideUpdateMeal } from './update-meal/decide';

export interface MealCommandDeps {
  store: EventStore;
}

/** POST /api/meals, PUT and DELETE /api/meals/:id. */
export function createMealCommandRoutes(deps: MealCommandDeps): Router {
  const router = new Router();

  mount(router, API_ROUTES.meals.log, async (ctx, { body }) => {
    const { userId } = ctx.state.auth;
    const { _id, ...meal } = body;
    const { recordId: mealId, context } = resolveCreate(ctx, { userId, route: routeName(API_ROUTES.meals.log), bodyId: _id, input: meal });
    const outcome = await handleCommand(deps.store, mealStream(mealId), mealDecider, context, (state) => decideLogMeal(state, { mealId, userId, meal }), { createsStream: true });
    respondWithMeal(ctx, outcome, MEAL_MESSAGES.added);
  });

  mount(router, API_ROUTES.meals.update, async (ctx, { params, body: meal }) => {
    const { userId } = ctx.state.auth;
    const mealId = params.id;
    const outcome = await handleCommand(deps.store, mealStream(mealId), mealDecider, commandContextOf(ctx), (state) =>
      decideUpdateMeal(state, { mealId, userId, meal }),
    );
    respondWithMeal(ctx, outcome, MEAL_MESSAGES.updated);
  });

  mount(router, API_ROUTES.meals.delete, async (ctx, { params }) => {
    const { userId } = ctx.state.auth;
    const mealId = params.id;
    const outcome = await handleCommand(deps.store, mealStream(mealId), mealDecider, commandContextOf(ctx), (state) =>
      decideDeleteMeal(state, { mealId, userId }),
    );
    exposePosition(ctx, outcome.position);
  });

  return router;
}

/** The meal as the list returns it, with the notice the form shows beside it. */
function respondWithMeal(ctx: Context, outcome: CommandOutcome<Meal>, message: string): void {
  if (outcome.state.status !== 'active') throw new Error('A meal command left no meal to return');
  exposePosition(ctx, outcome.position);
  ctx.body = { ...presentMeal(outcome.state.data), message };
}
