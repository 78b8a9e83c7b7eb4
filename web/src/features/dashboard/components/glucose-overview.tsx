import { BAND_COLOURS, DASHBOARD_MESSAGES, formatGlucose, type CurrentGlucose, type GlucoseReading } from '@glyco/contracts';
import { GlucoseReadingsChart } from '../../../components/charts/glucose-readings-chart';
import { WindowCaption } from '../../../components/glucose-metrics/window-caption';
import { Card } from '../../../components/ui/card';
import { StatCard } from '../../../components/ui/stat-card';
import { paths } from '../../../config/paths';
import { formatPercent } from '../../../lib/format';
import { describeReadings } from '../../../lib/glucose/chart-data';
import type { GlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';
import { currentWindowLabels } from '../../../lib/glucose/window-caption';
import { chartReadingCount, chartReadings } from '../chart-readings';
import { SectionLink } from './section-link';

function OverviewChart({ readings, unit, target }: { readings: readonly GlucoseReading[] } & GlucosePreferences) {
  const shown = chartReadings(readings);
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-medium text-slate-600 dark:text-slate-300">Last {Math.min(chartReadingCount, shown.length)} readings</figcaption>
      <GlucoseReadingsChart
        readings={shown}
        unit={unit}
        target={target}
        height={280}
        title={`Your last ${shown.length} glucose readings`}
        description={describeReadings(shown, unit)}
      />
    </figure>
  );
}

interface GlucoseOverviewProps extends GlucosePreferences {
  current: CurrentGlucose | null;
  readings: readonly GlucoseReading[];
}

/** SPEC's four cards over the window the server names (the last 24 hours of CGM, or the last 50 readings), and the chart. */
export function GlucoseOverview({ current, readings, unit, target }: GlucoseOverviewProps) {
  const stats = current?.stats;
  return (
    <Card title="Glucose Overview" actions={<SectionLink to={paths.glucose} label="View All" />}>
      {readings.length === 0 || !stats ? (
        <p className="py-8 text-center text-slate-500 dark:text-slate-400">{DASHBOARD_MESSAGES.noGlucoseReadings}</p>
      ) : (
        <>
          <WindowCaption metrics={stats} windowName={currentWindowLabels[current.window]} />
          <dl className="mt-2 mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
            <StatCard label="Average" value={stats.average === null ? '--' : formatGlucose(stats.average, unit)} unit={unit} />
            <StatCard label="In Range %" value={formatPercent(stats.inRangePercentage)} marker={BAND_COLOURS.inRange} />
            <StatCard label="Below Range %" value={formatPercent(stats.belowRangePercentage)} marker={BAND_COLOURS.low} />
            <StatCard label="Above Range %" value={formatPercent(stats.aboveRangePercentage)} marker={BAND_COLOURS.high} />
          </dl>
          <OverviewChart readings={readings} unit={unit} target={target} />
        </>
      )}
    </Card>
  );
}
