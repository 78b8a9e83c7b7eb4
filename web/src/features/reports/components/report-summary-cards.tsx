import { BAND_COLOURS, formatGlucose, type ReportOverview } from '@glyco/contracts';
import { WindowCaption } from '../../../components/glucose-metrics/window-caption';
import { StatCard } from '../../../components/ui/stat-card';
import { formatPercent } from '../../../lib/format';
import type { GlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';
import { averagePerLoggedDay } from '../daily-stacks';

const shown = (value: number | null) => (value === null ? '--' : String(value));

export function ReportSummaryCards({ overview, unit }: { overview: ReportOverview; unit: GlucosePreferences['unit'] }) {
  const metrics = overview.glucoseStats.metrics;
  const hasReadings = metrics.count > 0;
  const dailyInsulin = averagePerLoggedDay((overview.insulinStats.dailyTotals ?? []).map((day) => ({ total: day.totalUnits })));
  const dailyCarbs = averagePerLoggedDay((overview.mealStats.dailyCarbs ?? []).map((day) => ({ total: day.totalCarbs })));
  return (
    <section aria-label="Report summary" className="space-y-2">
      <WindowCaption metrics={metrics} />
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Average Glucose" value={metrics.mean === null ? '--' : formatGlucose(metrics.mean, unit)} unit={unit} />
        <StatCard label="Time in Range" value={hasReadings ? formatPercent(metrics.targetPercent.inRange) : '--'} marker={hasReadings ? BAND_COLOURS.inRange : undefined} />
        <StatCard label="Avg Daily Insulin" value={shown(dailyInsulin)} unit="units" />
        <StatCard label="Avg Daily Carbs" value={shown(dailyCarbs)} unit="g" />
      </dl>
    </section>
  );
}
