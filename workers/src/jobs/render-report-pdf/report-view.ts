import { completeDaysOf } from '@glyco/contracts';
import { agpChart } from './charts/agp-chart';
import { DOSE_MARKS, MEAL_MARK } from './charts/colors';
import { timeInRangesBar } from './charts/time-in-ranges-bar';
import { weekStrip } from './charts/week-strip';
import { periodDays, weeksOf } from './daily-profiles';
import { coverage, dataNotes } from './data-notes';
import { detailPages } from './detail-pages';
import { EPISODE_NOTE, episodeRows } from './episode-rows';
import { localDateTime, offsetLabel } from './format';
import { metricRows } from './metric-rows';
import { rangeSegments } from './range-segments';
import { periodWindow, reportPeriod } from './report-period';
import type { ReportData } from './report-data';
import { treatmentSummary } from './treatment-summary';

const AGP_CAPTION = 'mg/dL; target range 70-180 shaded; percentiles per 15 minutes, smoothed';
/** Page 1 shows the last two weeks of daily profiles, as the AGP report v4 does. */
const FIRST_PAGE_DAYS = 14;
const FIRST_PAGE_STRIP_HEIGHT = 126;

/** The AGP is a CGM chart: a few finger-sticks a day leave its 15-minute curves empty. */
function agp(data: ReportData): { chart: string; note: string } {
  const { metrics, agp: points } = data.analysis;
  if (metrics.source === 'cgm') return { chart: agpChart(points, AGP_CAPTION), note: '' };
  return { chart: '', note: 'No ambulatory glucose profile: it needs CGM readings.' };
}

/** Everything the template prints, as text and SVG: the template itself holds no logic. */
export function buildReportView(data: ReportData, now: Date) {
  const { request, user, analysis } = data;
  const { metrics } = analysis;
  const offset = request.timezoneOffsetMinutes;
  const period = reportPeriod(request.start, request.end, offset);
  const days = periodDays(data.trace, data.doses, data.meals, request);
  return {
    patient: { name: user.name, diabetesType: user.diabetesType },
    period: { ...period, window: periodWindow(request.start, request.end, offset) },
    generatedAt: `${localDateTime(now, offset)} (${offsetLabel(offset)})`,
    coverage: coverage(metrics),
    notes: dataNotes(metrics),
    metricRows: metricRows(metrics),
    rangesChart: timeInRangesBar(rangeSegments(metrics)),
    agp: agp(data),
    episodes: metrics.episodes ? { rows: episodeRows(metrics.episodes), note: EPISODE_NOTE } : null,
    fortnight: weeksOf(days.slice(-FIRST_PAGE_DAYS)).map((week) => weekStrip(week, { height: FIRST_PAGE_STRIP_HEIGHT, marks: false })),
    fortnightDays: Math.min(FIRST_PAGE_DAYS, days.length),
    detailPages: detailPages(days),
    marks: { meal: MEAL_MARK, bolus: DOSE_MARKS.Bolus, basal: DOSE_MARKS.Basal, correction: DOSE_MARKS.Correction },
    ...treatmentSummary(data.doses, data.meals, completeDaysOf(request, now, offset), offset),
  };
}

export type ReportView = ReturnType<typeof buildReportView>;
