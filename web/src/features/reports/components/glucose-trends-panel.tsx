import { fromMgdl } from '@glyco/contracts';
import { AgpProfileChart } from '../../../components/charts/agp-profile-chart';
import { GlucoseLineChart } from '../../../components/charts/glucose-line-chart';
import { ResponsiveChart } from '../../../components/charts/responsive-chart';
import { Card } from '../../../components/ui/card';
import { formatChartTick } from '../../../lib/format';
import { chartYDomain, describeReadings, toChartPoints } from '../../../lib/glucose/chart-data';
import type { GlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';
import type { ReportData } from '../use-report-data';
import { TimeInRangesCard } from './time-in-ranges-card';

const emptyNote = <p className="py-12 text-center text-slate-500 dark:text-slate-400">No readings in this period.</p>;

export function GlucoseTrendsPanel({ data, unit, target }: { data: ReportData } & GlucosePreferences) {
  const daily = data.overview.glucoseStats.readings;
  const band = { min: fromMgdl(target.min, unit), max: fromMgdl(target.max, unit) };

  return (
    <>
      <Card title="Daily Glucose" subtitle="Readings over the period, target range shaded">
        {daily.length === 0 ? (
          emptyNote
        ) : (
          <ResponsiveChart height={300}>
            {(width, height) => (
              <GlucoseLineChart
                data={toChartPoints(daily, unit, target)}
                width={width}
                height={height}
                yDomain={chartYDomain(daily, unit, target)}
                band={band}
                formatX={formatChartTick}
                unitLabel={unit}
                title="Glucose readings over the report period, with the target range shaded"
                description={describeReadings(daily, unit)}
              />
            )}
          </ResponsiveChart>
        )}
      </Card>
      <Card title="Glucose Profile by Time of Day" subtitle="Median, 25–75 % and 5–95 % of readings per hour, all days overlaid">
        <AgpProfileChart readings={data.readings} unit={unit} target={target} />
      </Card>
      <TimeInRangesCard stats={data.stats} unit={unit} />
    </>
  );
}
