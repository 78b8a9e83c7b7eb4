import { BAND_COLOURS, formatGlucose, type CompleteDays, type ReportOverview } from '@glyco/contracts';
import { WindowCaption } from '../../../components/glucose-metrics/window-caption';
import { StatCard } from '../../../components/ui/stat-card';
import { formatPercent } from '../../../lib/format';
import type { GlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';
import { perDayFigure } from '../daily-stacks';

const shown = (value: number | null) => (value === null ? '--' : String(value));

interface ReportSummaryCardsProps {
  overview: ReportOverview;
  unit: GlucosePreferences['unit'];
  /** The days the per-day averages rest on. */
  completeDays: CompleteDays;
}

export function ReportSummaryCards({ overview, unit, completeDays }: ReportSummaryCardsProps) {
  const metrics = overview.glucoseStats.metrics;
  const hasReadings = metrics.count > 0;
  const dailyInsulin = perDayFigure((overview.insulinStats.dailyTotals ?? []).map((day) => ({ date: day.date, total: day.totalUnits })), completeDays);
  const dailyCarbs = perDayFigure((overview.mealStats.dailyCarbs ?? []).map((day) => ({ date: day.date, total: day.totalCarbs })), completeDays);
  return (
    <section aria-label="Report summary" className="space-y-2">
      <WindowCaption metrics={metrics} />
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Average Glucose" value={metrics.mean === null ? '--' : formatGlucose(metrics.mean, unit)} unit={unit} />
        <StatCard label="Time in Range" value={hasReadings ? formatPercent(metrics.targetPercent.inRange) : '--'} marker={hasReadings ? BAND_COLOURS.inRange : undefined} />
        <StatCard label="Avg Daily Insulin" value={shown(dailyInsulin.average)} unit="units" note={dailyInsulin.caption} />
        <StatCard label="Avg Daily Carbs" value={shown(dailyCarbs.average)} unit="g" note={dailyCarbs.caption} />
      </dl>
    </section>
  );
}
