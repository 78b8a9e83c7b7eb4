import Router from '@koa/router';
import type pg from 'pg';
import { API_ROUTES, profileBasalSchedule, scheduledBasalSegments, type DailyView } from '@glyco/contracts';
import { mount } from '@glyco/runtime/http';
import { listTreatmentsBetween } from '../nightscout/day-treatments-query';
import { profileInForceAt } from '../nightscout-devices/profile-in-force';

async function loadDailyView(pool: pg.Pool, userId: string, window: { start: Date; end: Date }): Promise<DailyView> {
  const [treatments, profile] = await Promise.all([listTreatmentsBetween(pool, userId, window), profileInForceAt(pool, userId, window.end)]);
  const schedule = profile ? profileBasalSchedule(profile) : { entries: [], timeZone: undefined };
  return { treatments, scheduledBasal: scheduledBasalSegments(schedule.entries, window, schedule.timeZone) };
}

/** GET /api/daily-view?startDate&endDate -> { treatments, scheduledBasal }. */
export function createDailyViewRoutes(pool: pg.Pool): Router {
  const router = new Router();
  mount(router, API_ROUTES.dailyView.day, async (ctx, { query }) => {
    ctx.body = await loadDailyView(pool, ctx.state.auth.userId, { start: new Date(query.startDate), end: new Date(query.endDate) });
  });
  return router;
}
