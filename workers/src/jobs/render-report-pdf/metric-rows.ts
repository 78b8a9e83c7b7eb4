import { DEFAULT_TARGET_RANGE, formatGlucoseValueWithUnit, TIGHT_RANGE_DECIMG, type GlucoseMetrics, type GoalResult, type SensorLimit } from '@glyco/contracts';
import { mgdl, NO_DATA, percent } from './format';

export interface MetricRow {
  label: string;
  value: string;
  goal: string;
  /** 'met', 'not-met' or '' (no goal, or no figure to judge). */
  status: '' | 'met' | 'not-met';
  verdict: string;
}

const TIGHT_RANGE_LABEL = `Time in tight range ${TIGHT_RANGE_DECIMG.from / 10}-${TIGHT_RANGE_DECIMG.to / 10} mg/dL`;

const row = (label: string, value: string, goal = ''): MetricRow => ({ label, value, goal, status: '', verdict: '' });

/** A goal's row; GMI withheld (too little sensor data) is not shown, and the notes above the table say why (dataNotes). */
function goalRow(goal: GoalResult, metrics: GlucoseMetrics): MetricRow {
  if (goal.key === 'gmi' && metrics.gmiReason !== null) return { label: goal.label, value: 'Not shown', goal: goal.goal, status: '', verdict: 'See the note above' };
  const status = goal.met === null ? '' : goal.met ? 'met' : 'not-met';
  const verdict = goal.met === null ? NO_DATA : goal.met ? 'Met' : 'Not met';
  return { label: goal.label, value: percent(goal.value), goal: goal.goal, status, verdict };
}

/** A lowest or highest figure; a sensor's limit as the device showed it ('below 40 mg/dL'), never as a measurement. */
const extreme = (mgdlValue: number | null, limit: SensorLimit | null) => (mgdlValue !== null && limit ? formatGlucoseValueWithUnit(mgdlValue, 'mg/dL', limit) : mgdl(mgdlValue));

function ownTargetRow(metrics: GlucoseMetrics): MetricRow[] {
  const { target } = metrics;
  if (target.min === DEFAULT_TARGET_RANGE.min && target.max === DEFAULT_TARGET_RANGE.max) return [];
  return [row(`Time in personal target ${target.min}-${target.max} mg/dL`, percent(metrics.targetPercent.inRange), 'Personal')];
}

/**
 * The metrics table: mean, SD, lowest and highest, then every consensus goal with met / not met (CGM only), time
 * in tight range, the person's own target when it is not the consensus one, and the GRI.
 */
export function metricRows(metrics: GlucoseMetrics): MetricRow[] {
  const gri = metrics.gri;
  return [
    row('Mean glucose', mgdl(metrics.mean)),
    row('Standard deviation (SD)', mgdl(metrics.sd)),
    row('Lowest glucose', extreme(metrics.min, metrics.minSensorLimit)),
    row('Highest glucose', extreme(metrics.max, metrics.maxSensorLimit)),
    ...(metrics.goals.length > 0 ? metrics.goals.map((goal) => goalRow(goal, metrics)) : [row('Glucose variability (CV)', percent(metrics.cv))]),
    row(TIGHT_RANGE_LABEL, percent(metrics.count === 0 ? null : metrics.tightRangePercent)),
    ...ownTargetRow(metrics),
    ...(gri
      ? [
          row('Glycemia Risk Index (GRI)', `${gri.value.toFixed(1)} (zone ${gri.zone})`),
          row('GRI components: hypo / hyper', `${gri.hypoComponent.toFixed(1)} / ${gri.hyperComponent.toFixed(1)}`),
        ]
      : []),
  ];
}
