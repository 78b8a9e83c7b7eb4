import { DAY_MS, LIMITS, type AlertResponse, type CurrentGlucose, type DeviceStatusSummary, type GlucoseReading, type InsulinDose, type Meal, type OnBoard } from '@glyco/contracts';
import { alertRoutes } from '@glyco/contracts/api-routes/alerts';
import { glucoseRoutes } from '@glyco/contracts/api-routes/glucose';
import { insulinRoutes } from '@glyco/contracts/api-routes/insulin';
import { mealRoutes } from '@glyco/contracts/api-routes/meals';
import { nightscoutDeviceRoutes } from '@glyco/contracts/api-routes/nightscout-devices';
import { onBoardRoutes } from '@glyco/contracts/api-routes/on-board';
import type { ApiClient } from '../../../lib/api-client';
import { followerClient } from '../follower-sessions';

/** What the follower's read-only dashboard shows of one person: the dashboard's own shapes. */
export interface FollowedDashboard {
  current: CurrentGlucose | null;
  readings: GlucoseReading[];
  lastDay: { readings: GlucoseReading[]; start: Date; end: Date };
  /** The person's alerts in force, newest first. */
  alerts: AlertResponse[];
  /** The loop's and pump's latest state, when a loop uploads one. */
  loopStatus: DeviceStatusSummary | null;
  /** Only when the person shares meals and doses. */
  onBoard: OnBoard | null;
  meals: Meal[];
  doses: InsulinDose[];
}

const emptyShared = { onBoard: null, meals: [], doses: [] };

/** What is on board and the latest meals and doses: read only when the person shares them. */
async function sharedRecords(client: ApiClient): Promise<Pick<FollowedDashboard, 'onBoard' | 'meals' | 'doses'>> {
  const [onBoard, meals, doses] = await Promise.all([
    client.call(onBoardRoutes.get),
    client.call(mealRoutes.list, { query: { page: 1, limit: 10 } }),
    client.call(insulinRoutes.list, { query: { page: 1, limit: 10 } }),
  ]);
  return { onBoard, meals: meals.meals, doses: doses.doses };
}

/** The person's current glucose, latest readings, last 24 hours and device status, and what they share besides. */
export async function getFollowedDashboard(personId: string, mealsAndDoses: boolean, now = new Date()): Promise<FollowedDashboard> {
  const client = await followerClient(personId);
  const start = new Date(now.getTime() - DAY_MS);
  const lastDayQuery = { startDate: start.toISOString(), endDate: now.toISOString(), limit: LIMITS.glucoseListMax };
  const [current, readings, lastDay, loop, alerts, shared] = await Promise.all([
    client.call(glucoseRoutes.current),
    client.call(glucoseRoutes.list, { query: { limit: 50 } }),
    client.call(glucoseRoutes.list, { query: lastDayQuery }),
    client.call(nightscoutDeviceRoutes.loopStatus),
    client.call(alertRoutes.list, { query: { status: 'active' } }),
    mealsAndDoses ? sharedRecords(client) : Promise.resolve(emptyShared),
  ]);
  return { current, readings, lastDay: { readings: lastDay, start, end: now }, loopStatus: loop.status, alerts, ...shared };
}
