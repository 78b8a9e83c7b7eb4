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
import type { DashboardData } from '../api/get-dashboard-data';
import { chartReadingCount, chartReadings } from '../chart-readings';
import { ForecastCaption } from '../forecast/forecast-caption';
import { useDashboardForecast } from '../forecast/use-dashboard-forecast';
import { SectionLink } from './section-link';

type LastDay = DashboardData['lastDay'];

/** SPEC's last 20 readings; with sensor readings in the last 24 hours, every reading of those hours. */
function OverviewChart({ readings, lastDay, window, unit, target }: { readings: readonly GlucoseReading[]; lastDay: LastDay; window: CurrentGlucose['window'] } & GlucosePreferences) {
  const day = window === 'last24Hours' && lastDay.readings.length > 0;
  const shown = day ? lastDay.readings : chartReadings(readings);
  const caption = day ? 'Last 24 hours' : `Last ${Math.min(chartReadingCount, shown.length)} readings`;
  const forecast = useDashboardForecast(lastDay.readings, day);
  const forecastEnd = forecast?.points.at(-1)?.at;
  return (
    <figure className="mb-6">
      <figcaption className="mb-2 text-sm font-medium text-slate-600 dark:text-slate-300">{caption}</figcaption>
      <GlucoseReadingsChart
        readings={shown}
        unit={unit}
        target={target}
        height={280}
        xDomain={day ? [lastDay.start, forecastEnd ? new Date(Math.max(forecastEnd, lastDay.end.getTime())) : lastDay.end] : undefined}
        forecast={forecast}
        shadeTarget={day}
        title={day ? 'Your glucose over the last 24 hours, with the target range shaded' : `Your last ${shown.length} glucose readings`}
        description={describeReadings(shown, unit)}
      />
      {forecast && <ForecastCaption />}
    </figure>
  );
}

interface GlucoseOverviewProps extends GlucosePreferences {
  current: CurrentGlucose | null;
  readings: readonly GlucoseReading[];
  lastDay: LastDay;
  /** A follower's view: no links into the viewer's own pages. */
  readOnly?: boolean;
}

/** The chart, then SPEC's four cards over the window the server names (the last 24 hours of CGM, or the last 50 readings). */
export function GlucoseOverview({ current, readings, lastDay, unit, target, readOnly = false }: GlucoseOverviewProps) {
  const stats = current?.stats;
  return (
    <Card title="Glucose Overview" actions={readOnly ? undefined : <SectionLink to={paths.glucose} label="View All" />}>
      {readings.length === 0 || !stats ? (
        <p className="py-8 text-center text-slate-500 dark:text-slate-400">{DASHBOARD_MESSAGES.noGlucoseReadings}</p>
      ) : (
        <>
          <OverviewChart readings={readings} lastDay={lastDay} window={current.window} unit={unit} target={target} />
          <WindowCaption metrics={stats} windowName={currentWindowLabels[current.window]} />
          <dl className="mt-2 grid grid-cols-2 gap-4 lg:grid-cols-4">
            <StatCard label="Average" value={stats.average === null ? '--' : formatGlucose(stats.average, unit)} unit={unit} />
            <StatCard label="In Range %" value={formatPercent(stats.inRangePercentage)} marker={BAND_COLOURS.inRange} />
            <StatCard label="Below Range %" value={formatPercent(stats.belowRangePercentage)} marker={BAND_COLOURS.low} />
            <StatCard label="Above Range %" value={formatPercent(stats.aboveRangePercentage)} marker={BAND_COLOURS.high} />
          </dl>
        </>
      )}
    </Card>
  );
}
