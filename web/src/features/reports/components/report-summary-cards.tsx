import { formatGlucose, type ReportOverview } from '@glyco/contracts';
import { StatCard } from '../../../components/ui/stat-card';
import type { GlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';
import { averagePerLoggedDay } from '../daily-stacks';

const shown = (value: number | null) => (value === null ? '--' : String(value));

export function ReportSummaryCards({ overview, unit }: { overview: ReportOverview; unit: GlucosePreferences['unit'] }) {
  const glucose = overview.glucoseStats;
  const hasReadings = (glucose.count ?? glucose.readings.length) > 0;
  const dailyInsulin = averagePerLoggedDay((overview.insulinStats.dailyTotals ?? []).map((day) => ({ total: day.totalUnits })));
  const dailyCarbs = averagePerLoggedDay((overview.mealStats.dailyCarbs ?? []).map((day) => ({ total: day.totalCarbs })));
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard label="Average Glucose" value={hasReadings ? formatGlucose(glucose.average, unit) : '--'} unit={unit} />
      <StatCard label="Time in Range" value={hasReadings ? `${glucose.inRangePercentage}%` : '--'} tone="success" />
      <StatCard label="Avg Daily Insulin" value={shown(dailyInsulin)} unit="units" />
      <StatCard label="Avg Daily Carbs" value={shown(dailyCarbs)} unit="g" />
    </dl>
  );
}
