import { DAY_MS, LIMITS, type CurrentGlucose, type GlucoseReading, type InsulinDose, type InsulinDoseList, type Meal, type MealList } from '@glyco/contracts';
import { glucoseRoutes } from '@glyco/contracts/api-routes/glucose';
import { insulinRoutes } from '@glyco/contracts/api-routes/insulin';
import { mealRoutes } from '@glyco/contracts/api-routes/meals';
import { followerClient } from '../follower-sessions';

/** What the follower's read-only dashboard shows of one person: the dashboard's own shape. */
export interface FollowedDashboard {
  current: CurrentGlucose | null;
  readings: GlucoseReading[];
  lastDay: { readings: GlucoseReading[]; start: Date; end: Date };
  meals: Meal[];
  doses: InsulinDose[];
}

/** The person's current glucose, latest readings and last 24 hours, and their meals and doses when they share them. */
export async function getFollowedDashboard(personId: string, mealsAndDoses: boolean, now = new Date()): Promise<FollowedDashboard> {
  const client = await followerClient(personId);
  const start = new Date(now.getTime() - DAY_MS);
  const lastDayQuery = { startDate: start.toISOString(), endDate: now.toISOString(), limit: LIMITS.glucoseListMax };
  const [current, readings, lastDay, meals, doses] = await Promise.all([
    client.call(glucoseRoutes.current),
    client.call(glucoseRoutes.list, { query: { limit: 50 } }),
    client.call(glucoseRoutes.list, { query: lastDayQuery }),
    mealsAndDoses ? client.call(mealRoutes.list, { query: { page: 1, limit: 10 } }).then((list: MealList) => list.meals) : Promise.resolve([]),
    mealsAndDoses ? client.call(insulinRoutes.list, { query: { page: 1, limit: 10 } }).then((list: InsulinDoseList) => list.doses) : Promise.resolve([]),
  ]);
  return { current, readings, lastDay: { readings: lastDay, start, end: now }, meals, doses };
}
