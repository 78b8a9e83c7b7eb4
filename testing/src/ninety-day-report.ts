import { analyseDigests, digestByLocalDay, newUserProfile } from '@glyco/contracts';
import type { ReportData } from '@glyco/workers';
import { seededReadings } from './seed-report-events';

const DAY_MS = 86_400_000;

/**
 * What the worker loads for a 90-day report of 5-minute CGM readings with three meals and four
 * doses a day, built in memory (the metrics from the engine itself), for the layout test and the bench.
 */
export function ninetyDayReport(end = new Date('2026-11-30T23:59:59.999Z'), days = 90): ReportData {
  const start = new Date(end.getTime() + 1 - days * DAY_MS);
  const trace = seededReadings(start, days, 5);
  const user = newUserProfile({ id: 'report-layout', name: 'Alex Demo', email: 'demo@glyco.app', diabetesType: 'Type 1', dateOfDiagnosis: null });
  const analysis = analyseDigests(digestByLocalDay(trace), user.targetGlucoseRange, { start, end: end.getTime() + 1 });
  const at = (day: number, hour: number) => new Date(start.getTime() + day * DAY_MS + hour * 3_600_000).toISOString();
  const everyDay = Array.from({ length: days }, (_, day) => day);
  const meals = everyDay.flatMap((day) =>
    ([['Breakfast', 7.5, 45], ['Lunch', 12.5, 60], ['Dinner', 19, 70]] as const).map(([mealType, hour, totalCarbs]) => ({ timestamp: at(day, hour), totalCarbs, mealType })),
  );
  const doses = everyDay.flatMap((day) => [
    ...[7.5, 12.5, 19].map((hour) => ({ timestamp: at(day, hour), units: 5, insulinType: 'Bolus' as const })),
    { timestamp: at(day, 22), units: 18, insulinType: 'Basal' as const },
  ]);
  const request = { reportId: 'report-layout', userId: user.id, start, end, timezoneOffsetMinutes: 0, position: { commit: 0n, prepare: 0n } };
  return { request, user, analysis, trace, meals, doses };
}
