import Router from '@koa/router';
import type pg from 'pg';
import { API_ROUTES, effectiveBasalSteps, profileBasalSchedule, scheduledBasalSegments, type DailyView } from '@glyco/contracts';
import { mount } from '@glyco/runtime/http';
import { listTreatmentsBetween } from '../nightscout/day-treatments-query';
import { profileInForceAt } from '../nightscout-devices/profile-in-force';
import { listTempBasalsAround } from '../temp-basals/query';

async function loadDailyView(pool: pg.Pool, userId: string, window: { start: Date; end: Date }): Promise<DailyView> {
  const [treatments, profile, temps] = await Promise.all([
    listTreatmentsBetween(pool, userId, window),
    profileInForceAt(pool, userId, window.end),
    listTempBasalsAround(pool, userId, window),
  ]);
  const schedule = profile ? profileBasalSchedule(profile) : { entries: [], timeZone: undefined };
  const scheduledBasal = scheduledBasalSegments(schedule.entries, window, schedule.timeZone);
  return { treatments, scheduledBasal, basal: effectiveBasalSteps(scheduledBasal, temps, window) };
}

/** GET /api/daily-view?startDate&endDate -> { treatments, scheduledBasal, basal }. */
export function createDailyViewRoutes(pool: pg.Pool): Router {
  const router = new Router();
  mount(router, API_ROUTES.dailyView.day, async (ctx, { query }) => {
    ctx.body = await loadDailyView(pool, ctx.state.auth.userId, { start: new Date(query.startDate), end: new Date(query.endDate) });
  });
  return router;
}
