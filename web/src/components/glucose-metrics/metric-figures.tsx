import { formatGlucose, TIGHT_RANGE_DECIMG, type GlucoseMetrics, type GlucoseUnit } from '@glyco/contracts';
import { formatOneDecimal, formatPercent } from '../../lib/format';

interface Figure {
  label: string;
  value: string;
  detail?: string;
}

const tightRange = (unit: GlucoseUnit) => `${formatGlucose(TIGHT_RANGE_DECIMG.from / 10, unit)}–${formatGlucose(TIGHT_RANGE_DECIMG.to / 10, unit)} ${unit}`;

/** The figures of the period as the server gives them; the CGM-only ones only for sensor data. */
export function metricFigures(metrics: GlucoseMetrics, unit: GlucoseUnit): Figure[] {
  const sd = metrics.sd === null ? '--' : `${formatGlucose(metrics.sd, unit)} ${unit}`;
  const common: Figure[] = [
    { label: 'CV (variability)', value: formatPercent(metrics.cv) },
    { label: 'Standard deviation', value: sd },
  ];
  const readings: Figure = {
    label: 'Readings',
    value: metrics.count.toLocaleString('en-US'),
    detail: metrics.source === 'cgm' && metrics.readings.meter > 0 ? `and ${metrics.readings.meter} meter readings, not in these figures` : undefined,
  };
  if (metrics.source !== 'cgm') return [...common, readings];
  return [
    { label: 'GMI (estimated A1c)', value: metrics.gmi === null ? 'Not shown' : formatPercent(metrics.gmi), detail: metrics.gmiReason ?? undefined },
    ...common,
    { label: 'GRI (glycemia risk)', value: formatOneDecimal(metrics.gri?.value), detail: metrics.gri ? `Zone ${metrics.gri.zone} (A is lowest risk)` : undefined },
    { label: `Time in tight range (${tightRange(unit)})`, value: formatPercent(metrics.tightRangePercent) },
    readings,
  ];
}

export function MetricFigures({ metrics, unit }: { metrics: GlucoseMetrics; unit: GlucoseUnit }) {
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      {metricFigures(metrics, unit).map((figure) => (
        <div key={figure.label}>
          <dt className="text-sm text-slate-600 dark:text-slate-400">{figure.label}</dt>
          <dd className="text-xl font-semibold">
            {figure.value}
            {figure.detail && <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{figure.detail}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
