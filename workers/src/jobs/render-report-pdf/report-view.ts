import { agpProfile, computeGlucoseMetrics, INSULIN_TYPES, MEAL_TYPES, type GlucoseMetrics } from '@glyco/contracts';
import { agpChart } from './charts/agp-chart';
import { timeInRangesBar, type RangeSegment } from './charts/time-in-ranges-bar';
import { dailyProfiles } from './daily-profiles';
import { reportPeriod } from './report-period';
import type { ReportData } from './report-data';

const fixed = (value: number | null, digits: number, unit: string) => (value === null ? 'No data' : `${value.toFixed(digits)}${unit}`);

/** Everything the template prints, as text and SVG: the template itself holds no logic. */
export function buildReportView(data: ReportData, now: Date) {
  const { request, user } = data;
  const target = user.targetGlucoseRange;
  const metrics = computeGlucoseMetrics(data.readings, target, { start: request.start, end: request.end });
  const localDate = (instant: Date) => new Date(instant.getTime() + request.timezoneOffsetMinutes * 60_000).toISOString().slice(0, 10);
  const period = reportPeriod(request.start, request.end, request.timezoneOffsetMinutes);
  const days = period.days;
  return {
    patient: { name: user.name, diabetesType: user.diabetesType },
    period,
    generatedAt: `${localDate(now)} (UTC${offsetLabel(request.timezoneOffsetMinutes)})`,
    coverage: { daysWithData: metrics.daysWithData, cgmActive: `${metrics.cgmActivePercent.toFixed(1)} %`, readings: metrics.count },
    sufficiency: sufficiencyNotes(metrics),
    metricRows: metricRows(metrics),
    rangesChart: timeInRangesBar(rangeSegments(metrics)),
    agpChart: agpChart(agpProfile(data.readings), target),
    dailyProfiles: dailyProfiles(data.readings, request, target),
    insulin: INSULIN_TYPES.map((type) => {
      const doses = data.doses.filter((dose) => dose.insulinType === type);
      const units = doses.reduce((sum, dose) => sum + dose.units, 0);
      return { type, doses: doses.length, averageDailyUnits: (units / days).toFixed(1) };
    }),
    insulinTotal: (data.doses.reduce((sum, dose) => sum + dose.units, 0) / days).toFixed(1),
    meals: MEAL_TYPES.map((type) => {
      const meals = data.meals.filter((meal) => meal.mealType === type);
      const carbs = meals.reduce((sum, meal) => sum + meal.totalCarbs, 0);
      return { type, meals: meals.length, averageDailyCarbs: (carbs / days).toFixed(0) };
    }),
    carbsPerDay: (data.meals.reduce((sum, meal) => sum + meal.totalCarbs, 0) / days).toFixed(0),
  };
}

export type ReportView = ReturnType<typeof buildReportView>;

function metricRows(metrics: GlucoseMetrics) {
  return [
    { label: 'Mean glucose', value: fixed(metrics.mean, 0, ' mg/dL'), goal: 'Individual', met: '' },
    { label: 'Glucose Management Indicator (GMI)', value: fixed(metrics.gmi, 1, ' %'), goal: '< 7 %', met: verdict(metrics.gmi, (gmi) => gmi < 7) },
    { label: 'Glucose variability (CV)', value: fixed(metrics.cv, 1, ' %'), goal: '≤ 36 %', met: verdict(metrics.cv, (cv) => cv <= 36) },
    { label: 'Standard deviation', value: fixed(metrics.sd, 0, ' mg/dL'), goal: '', met: '' },
  ];
}

/** International Consensus on Time in Range (Battelino et al., Diabetes Care 2019) goals for most adults. */
function rangeSegments(metrics: GlucoseMetrics): RangeSegment[] {
  const b = metrics.bands;
  return [
    { key: 'veryHigh', label: 'Very high', bounds: '> 250 mg/dL', percent: b.veryHigh, goal: '< 5 %' },
    { key: 'high', label: 'High', bounds: '181-250 mg/dL', percent: b.high, goal: '< 25 % (with very high)' },
    { key: 'inRange', label: 'Target range', bounds: '70-180 mg/dL', percent: b.inRange, goal: '> 70 %' },
    { key: 'low', label: 'Low', bounds: '54-69 mg/dL', percent: b.low, goal: '< 4 % (with very low)' },
    { key: 'veryLow', label: 'Very low', bounds: '< 54 mg/dL', percent: b.veryLow, goal: '< 1 %' },
  ];
}

function verdict(value: number | null, meets: (value: number) => boolean): string {
  if (value === null) return '';
  return meets(value) ? 'Goal met' : 'Above goal';
}

/** Shown, never hidden: the consensus metrics need 14 days and 70 % of CGM readings. */
function sufficiencyNotes(metrics: GlucoseMetrics): string[] {
  const notes: string[] = [];
  if (metrics.count === 0) notes.push('No glucose readings in this period: the glucose figures below cannot be computed.');
  if (metrics.daysWithData < 14) notes.push(`Only ${metrics.daysWithData} days with data: the consensus metrics need at least 14.`);
  if (metrics.cgmActivePercent < 70) notes.push(`CGM active ${metrics.cgmActivePercent.toFixed(1)} % of the time: the consensus metrics need at least 70 %.`);
  return notes;
}

function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
