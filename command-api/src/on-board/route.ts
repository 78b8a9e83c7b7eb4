import Router from '@koa/router';
import { API_ROUTES, currentBolusSettings, onBoardOf, onBoardWindow, RAPID_ACTING_INSULIN_TYPES } from '@glyco/contracts';
import { findUser, listDosesSince, listMealPoints } from '@glyco/projections';
import { mount } from '@glyco/runtime/http';
import { recentSummaries, type DeviceStatusDeps } from '../nightscout/devicestatus/device-statuses';

/**
 * GET /api/on-board: insulin and carbs on board from the person's doses, meals and bolus settings,
 * and their loop's own figures from its device statuses. Like every read route it first waits for
 * the read models to pass the caller's own latest write (read-models-by-route.ts names them).
 */
export function createOnBoardRoutes(deps: DeviceStatusDeps): Router {
  const router = new Router();
  mount(router, API_ROUTES.onBoard.get, async (ctx) => {
    const { userId } = ctx.state.auth;
    const now = new Date();
    const settings = currentBolusSettings((await findUser(deps.pool, userId))?.bolusSettings);
    const window = onBoardWindow(settings, now);
    const [boluses, mealPoints, deviceStatuses] = await Promise.all([
      listDosesSince(deps.pool, userId, { types: RAPID_ACTING_INSULIN_TYPES, since: window.dosesSince }),
      listMealPoints(deps.pool, userId, { start: window.mealsSince, end: now }),
      recentSummaries(deps, userId),
    ]);
    const meals = mealPoints.map((meal) => ({ grams: meal.totalCarbs, at: new Date(meal.timestamp) }));
    // The figures decay by the minute: a cached answer would show insulin that is gone.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = onBoardOf({ now, boluses, meals, settings, deviceStatuses });
  });
  return router;
}
