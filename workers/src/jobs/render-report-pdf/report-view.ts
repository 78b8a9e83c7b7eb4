import { agpChart } from './charts/agp-chart';
import { timeInRangesBar } from './charts/time-in-ranges-bar';
import { dailyProfiles } from './daily-profiles';
import { coverage, dataNotes } from './data-notes';
import { EPISODE_NOTE, episodeRows } from './episode-rows';
import { localDateTime, offsetLabel } from './format';
import { metricRows } from './metric-rows';
import { rangeSegments } from './range-segments';
import { periodWindow, reportPeriod } from './report-period';
import type { ReportData } from './report-data';
import { treatmentSummary } from './treatment-summary';

const AGP_CAPTION = 'mg/dL; target range shaded; percentiles per 15 minutes, smoothed';

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
    dailyProfiles: dailyProfiles(data.trace, request),
    ...treatmentSummary(data.doses, data.meals, period.days),
  };
}

export type ReportView = ReturnType<typeof buildReportView>;
