import { useMemo } from 'react';
import { fromMgdl } from '@glyco/contracts';
import { AgpChart } from '../../../components/charts/agp-chart';
import { GlucoseLineChart } from '../../../components/charts/glucose-line-chart';
import { ResponsiveChart } from '../../../components/charts/responsive-chart';
import { Card } from '../../../components/ui/card';
import { formatChartTick } from '../../../lib/format';
import { chartYDomain, describeReadings, toChartPoints } from '../../../lib/glucose/chart-data';
import type { GlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';
import { agpPoints, describeAgp, hourLabel } from '../agp-data';
import type { ReportData } from '../use-report-data';
import { TimeInRangesCard } from './time-in-ranges-card';

const emptyNote = <p className="py-12 text-center text-slate-500 dark:text-slate-400">No readings in this period.</p>;

export function GlucoseTrendsPanel({ data, unit, target }: { data: ReportData } & GlucosePreferences) {
  const daily = data.overview.glucoseStats.readings;
  const agp = useMemo(() => agpPoints(data.readings, unit), [data.readings, unit]);
  const band = { min: fromMgdl(target.min, unit), max: fromMgdl(target.max, unit) };
  const agpDomain = useMemo(() => chartYDomain(data.readings, unit, target), [data.readings, unit, target]);

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
        {agp.length === 0 ? (
          emptyNote
        ) : (
          <ResponsiveChart height={300}>
            {(width, height) => (
              <AgpChart
                data={agp}
                width={width}
                height={height}
                yDomain={agpDomain}
                band={band}
                formatMinute={hourLabel}
                unitLabel={unit}
                title="Ambulatory glucose profile: percentiles by time of day, with the target range shaded"
                description={describeAgp(agp, unit)}
              />
            )}
          </ResponsiveChart>
        )}
      </Card>
      <TimeInRangesCard stats={data.stats} unit={unit} />
    </>
  );
}
