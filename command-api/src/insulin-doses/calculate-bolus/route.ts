import Router from '@koa/router';
import type pg from 'pg';
import { BOLUS_MESSAGES, RAPID_ACTING_INSULIN_TYPES, calculateBolus, calculateBolusRequestSchema, requestGlucoseMgdl } from '@glyco/contracts';
import type { AuthState } from '@glyco/contracts/http/auth-state';
import { conflict } from '@glyco/contracts/http/app-errors';
import { parseInput } from '@glyco/contracts/http/parse-input';
import { listDosesSince } from '@glyco/projections/insulin-doses/query';
import { findUser } from '@glyco/projections/users/query';
import { requireOwnWrites, type WaitForProjections } from '../../http/read-your-writes';

export interface BolusCalculatorDeps {
  pool: pg.Pool;
  waitFor: WaitForProjections;
}

/** POST /api/insulin/calculate: a suggestion from the person's own settings; nothing is recorded. */
export function createBolusCalculatorRoutes(deps: BolusCalculatorDeps): Router {
  const router = new Router();
  // Insulin on board must include the dose the person logged a moment ago.
  router.post('/api/insulin/calculate', requireOwnWrites(deps.waitFor, BOLUS_MESSAGES.recordsCatchingUp), async (ctx) => {
    const { userId } = ctx.state.auth as AuthState;
    const request = parseInput(calculateBolusRequestSchema, ctx.request.body);
    const settings = (await findUser(deps.pool, userId))?.bolusSettings;
    if (!settings) throw conflict(BOLUS_MESSAGES.settingsMissing);
    const now = new Date();
    const since = new Date(now.getTime() - settings.insulinDurationHours * 3600_000);
    const recentBoluses = await listDosesSince(deps.pool, userId, { types: RAPID_ACTING_INSULIN_TYPES, since });
    ctx.body = calculateBolus({ settings, carbs: request.carbs, currentGlucose: requestGlucoseMgdl(request), recentBoluses, now });
  });
  return router;
}
