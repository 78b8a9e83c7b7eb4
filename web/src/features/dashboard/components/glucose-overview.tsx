import { DASHBOARD_MESSAGES, formatGlucose, type GlucoseReading } from '@glyco/contracts';
import { GlucoseLineChart } from '../../../components/charts/glucose-line-chart';
import { ResponsiveChart } from '../../../components/charts/responsive-chart';
import { Card } from '../../../components/ui/card';
import { StatCard } from '../../../components/ui/stat-card';
import { paths } from '../../../config/paths';
import { formatChartTick } from '../../../lib/format';
import { chartYDomain, describeReadings, toChartPoints } from '../../../lib/glucose/chart-data';
import type { GlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';
import { chartReadings, dashboardStats } from '../dashboard-stats';
import { SectionLink } from './section-link';

function OverviewChart({ readings, unit, target }: { readings: readonly GlucoseReading[] } & GlucosePreferences) {
  const shown = chartReadings(readings);
  return (
    <ResponsiveChart height={280}>
      {(width, height) => (
        <GlucoseLineChart
          data={toChartPoints(shown, unit, target)}
          width={width}
          height={height}
          yDomain={chartYDomain(shown, unit, target)}
          formatX={formatChartTick}
          unitLabel={unit}
          title="Your last 20 glucose readings"
          description={describeReadings(shown, unit)}
        />
      )}
    </ResponsiveChart>
  );
}

export function GlucoseOverview({ readings, unit, target }: { readings: readonly GlucoseReading[] } & GlucosePreferences) {
  const stats = dashboardStats(readings, target);
  return (
    <Card title="Glucose Overview" actions={<SectionLink to={paths.glucose} label="View All" />}>
      {readings.length === 0 ? (
        <p className="py-8 text-center text-slate-500 dark:text-slate-400">{DASHBOARD_MESSAGES.noGlucoseReadings}</p>
      ) : (
        <>
          <dl className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
            <StatCard label="Average" value={formatGlucose(stats.average, unit)} unit={unit} />
            <StatCard label="In Range %" value={`${stats.inRange}%`} tone="success" />
            <StatCard label="Below Range %" value={`${stats.belowRange}%`} tone="warning" />
            <StatCard label="Above Range %" value={`${stats.aboveRange}%`} tone="error" />
          </dl>
          <OverviewChart readings={readings} unit={unit} target={target} />
        </>
      )}
    </Card>
  );
}
