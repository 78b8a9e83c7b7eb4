import Router from '@koa/router';
import type pg from 'pg';
import { API_ROUTES, BOLUS_MESSAGES, RAPID_ACTING_INSULIN_TYPES, calculateBolus, requestGlucoseMgdl } from '@glyco/contracts';
import { conflict } from '@glyco/contracts/http/app-errors';
import { listDosesSince, findUser } from '@glyco/projections';
import { mount } from '@glyco/runtime/http';
import { requireOwnWrites, type WaitForProjections } from '../../http/read-your-writes';

export interface BolusCalculatorDeps {
  pool: pg.Pool;
  waitFor: WaitForProjections;
}

/** POST /api/insulin/calculate: a suggestion from the person's own settings; nothing is recorded. */
export function createBolusCalculatorRoutes(deps: BolusCalculatorDeps): Router {
  const router = new Router();
  mount(
    router,
    API_ROUTES.insulin.calculateBolus,
    async (ctx, { body: request }) => {
      const { userId } = ctx.state.auth;
      const settings = (await findUser(deps.pool, userId))?.bolusSettings;
      if (!settings) throw conflict(BOLUS_MESSAGES.settingsMissing);
      const now = new Date();
      const since = new Date(now.getTime() - settings.insulinDurationHours * 3600_000);
      const recentBoluses = await listDosesSince(deps.pool, userId, { types: RAPID_ACTING_INSULIN_TYPES, since });
      ctx.body = calculateBolus({ settings, carbs: request.carbs, currentGlucose: requestGlucoseMgdl(request), recentBoluses, now });
    },
    // Insulin on board must include the dose the person logged a moment ago.
    { before: [requireOwnWrites(deps.waitFor, BOLUS_MESSAGES.recordsCatchingUp)] },
  );
  return router;
}
