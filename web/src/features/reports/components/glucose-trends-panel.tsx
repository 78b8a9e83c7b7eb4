import { AgpProfileChart } from '../../../components/charts/agp-profile-chart';
import { GlucoseReadingsChart } from '../../../components/charts/glucose-readings-chart';
import { LongRangeChart } from '../../../components/charts/long-range-chart';
import { MetricsPanel } from '../../../components/glucose-metrics/metrics-panel';
import { Card } from '../../../components/ui/card';
import { describeReadings } from '../../../lib/glucose/chart-data';
import { bucketCaption } from '../../../lib/glucose/glucose-trace';
import type { GlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';
import { windowCaption } from '../../../lib/glucose/window-caption';
import type { ReportData } from '../use-report-data';

const emptyNote = <p className="py-12 text-center text-slate-500 dark:text-slate-400">No readings in this period.</p>;

/** What a point of the Daily Glucose chart stands for. */
function drawnAs({ trace, overview }: ReportData): string {
  if (trace) return `mean and range of ${bucketCaption(trace.bucketMinutes)}, lows and highs marked`;
  const bucket = overview.glucoseStats.readingsBucketMinutes;
  return bucket ? `mean of every ${bucket} minutes` : 'every reading';
}

export function GlucoseTrendsPanel({ data, unit, target }: { data: ReportData } & GlucosePreferences) {
  const glucose = data.overview.glucoseStats;
  const points = glucose.readings;
  const days = windowCaption(glucose.metrics.window);
  const { trace } = data;
  const { start, end } = glucose.metrics.window;
  // The window's end is exclusive.
  const span = start && end ? ([new Date(start), new Date(Date.parse(end) - 1)] as const) : undefined;

  return (
    <>
      <Card title="Daily Glucose" subtitle={`${days} · ${drawnAs(data)}, target range shaded`}>
        {trace && trace.buckets.length > 0 ? (
          <LongRangeChart trace={trace} unit={unit} height={300} title="Glucose over the report period: mean, lowest to highest, lows and highs marked, target range shaded" />
        ) : points.length === 0 || trace ? (
          emptyNote
        ) : (
          <GlucoseReadingsChart
            readings={points}
            unit={unit}
            target={target}
            height={300}
            xDomain={span}
            shadeTarget
            title="Glucose readings over the report period, with the target range shaded"
            description={describeReadings(points, unit, glucose.metrics)}
          />
        )}
      </Card>
      <Card title="Glucose Profile by Time of Day" subtitle={`${days} · median, 25–75 % and 5–95 % of readings per 15 minutes, all days overlaid`}>
        <AgpProfileChart points={glucose.agp} unit={unit} target={target} source={glucose.metrics.source} />
      </Card>
      <MetricsPanel metrics={glucose.metrics} unit={unit} />
    </>
  );
}
