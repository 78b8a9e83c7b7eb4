import Router from '@koa/router';
import type { Context } from 'koa';
import { MEAL_MESSAGES, logMealSchema, updateMealSchema } from '@glyco/contracts';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { parseInput } from '@glyco/contracts/http/parse-input';
import type { EventStore } from '@glyco/event-store';
import { presentMeal } from '@glyco/projections/meals/present-meal';
import { resolveCreate } from '../commands/client-id';
import { handleCommand, type CommandOutcome } from '../commands/handle-command';
import { positionAfter } from '../commands/position-after';
import { commandContextOf } from '../commands/request-context';
import { exposePosition } from '../http/read-your-writes';
import { decideDeleteMeal } from './delete-meal/decide';
import { decideLogMeal } from './log-meal/decide';
import { mealDecider, mealStream, type Meal } from './meal';
import { recordIdOf } from './record-id';
import { retryOnceOnRace } from './retry-once-on-race';
import { decideUpdateMeal } from './update-meal/decide';

export interface MealCommandDeps {
  store: EventStore;
}

/** POST /api/meals, PUT and DELETE /api/meals/:id. */
export function createMealCommandRoutes(deps: MealCommandDeps): Router {
  const router = new Router({ prefix: '/api/meals' });

  router.post('/', async (ctx) => {
    const userId = userIdOf(ctx);
    const { _id, ...meal } = parseInput(logMealSchema(), ctx.request.body);
    const { recordId: mealId, context } = resolveCreate(ctx, { userId, route: 'POST /api/meals', bodyId: _id, input: meal });
    const outcome = await retryOnceOnRace(() =>
      handleCommand(deps.store, mealStream(mealId), mealDecider, context, (state) => decideLogMeal(state, { mealId, userId, meal })),
    );
    respondWithMeal(ctx, outcome, 201, MEAL_MESSAGES.added, await positionAfter(deps.store, mealStream(mealId), outcome));
  });

  router.put('/:id', async (ctx) => {
    const userId = userIdOf(ctx);
    const mealId = recordIdOf(ctx.params.id, MEAL_MESSAGES.mealNotFound);
    const meal = parseInput(updateMealSchema(), ctx.request.body);
    const outcome = await handleCommand(deps.store, mealStream(mealId), mealDecider, commandContextOf(ctx), (state) =>
      decideUpdateMeal(state, { mealId, userId, meal }),
    );
    respondWithMeal(ctx, outcome, 200, MEAL_MESSAGES.updated);
  });

  router.delete('/:id', async (ctx) => {
    const userId = userIdOf(ctx);
    const mealId = recordIdOf(ctx.params.id, MEAL_MESSAGES.mealNotFound);
    const outcome = await handleCommand(deps.store, mealStream(mealId), mealDecider, commandContextOf(ctx), (state) =>
      decideDeleteMeal(state, { mealId, userId }),
    );
    exposePosition(ctx, outcome.append?.position);
    ctx.status = 204;
  });

  return router;
}

function userIdOf(ctx: Context): string {
  return (ctx.state.auth as AuthState).userId;
}

/** The meal as the list returns it, with the notice the form shows beside it. */
function respondWithMeal(ctx: Context, outcome: CommandOutcome<Meal>, status: number, message: string, position = outcome.append?.position): void {
  if (outcome.state.status !== 'active') throw new Error('A meal command left no meal to return');
  exposePosition(ctx, position);
  ctx.status = status;
  ctx.body = { ...presentMeal(outcome.state.data), message };
}
