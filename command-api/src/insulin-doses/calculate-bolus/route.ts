import Router from '@koa/router';
import type pg from 'pg';
import {
  API_ROUTES, BOLUS_MESSAGES, calculateBolus, currentBolusSettings, curveDurationHours, RAPID_ACTING_INSULIN_TYPES, requestGlucoseMgdl,
  type BolusGlucose, type CalculateBolusRequest,
} from '@glyco/contracts';
import { conflict } from '@glyco/contracts/http/app-errors';
import { findUser, listDosesSince, loadLatestSensorReading } from '@glyco/projections';
import { mount } from '@glyco/runtime/http';
import { requireOwnWrites, type WaitForProjections } from '../../http/read-your-writes';

export interface BolusCalculatorDeps {
  pool: pg.Pool;
  waitFor: WaitForProjections;
}

/** The value typed, or the CGM's latest as the read model holds it (its age is judged by the calculator). */
async function glucoseOf(deps: BolusCalculatorDeps, userId: string, request: CalculateBolusRequest): Promise<BolusGlucose | undefined> {
  if (!request.useCgm) {
    const mgdl = requestGlucoseMgdl(request);
    return mgdl === undefined ? undefined : { source: 'typed', mgdl };
  }
  const latest = await loadLatestSensorReading(deps.pool, userId);
  return latest ? { source: 'cgm', ...latest } : undefined;
}

/** POST /api/insulin/calculate: a suggestion from the person's own settings; nothing is recorded. */
export function createBolusCalculatorRoutes(deps: BolusCalculatorDeps): Router {
  const router = new Router();
  mount(
    router,
    API_ROUTES.insulin.calculateBolus,
    async (ctx, { body: request }) => {
      const { userId } = ctx.state.auth;
      const user = await findUser(deps.pool, userId);
      const settings = currentBolusSettings(user?.bolusSettings);
      if (!settings) throw conflict(BOLUS_MESSAGES.settingsMissing);
      const now = new Date();
      const since = new Date(now.getTime() - curveDurationHours(settings.insulinDurationHours) * 3600_000);
      const [recentBoluses, glucose] = await Promise.all([
        listDosesSince(deps.pool, userId, { types: RAPID_ACTING_INSULIN_TYPES, since }),
        glucoseOf(deps, userId, request),
      ]);
      ctx.body = calculateBolus({ settings, carbs: request.carbs, glucose, recentBoluses, now, timeZone: user?.settings.timeZone, iobMode: request.iobMode });
    },
    // Insulin on board must include the dose the person logged a moment ago.
    { before: [requireOwnWrites(deps.waitFor, BOLUS_MESSAGES.recordsCatchingUp)] },
  );
  return router;
}
