import { useMemo } from 'react';
import { averagePerLoggedDay, insulinDays, insulinStackKeys } from '../daily-stacks';
import type { ReportData } from '../use-report-data';
import { DailyStacksCard } from './daily-stacks-card';
import { UsageFigures } from './usage-figures';

export function InsulinUsagePanel({ data, days }: { data: ReportData; days: readonly string[] }) {
  const stats = data.overview.insulinStats;
  const stacked = useMemo(() => insulinDays(days, data.overview), [days, data.overview]);
  const perDay = averagePerLoggedDay(stacked.map((day) => ({ total: Object.values(day.values).reduce((sum, units) => sum + units, 0) })));
  const figures = [
    { label: 'Total insulin', value: `${stats.totalUnits ?? 0} units` },
    { label: 'Doses', value: String(stats.count ?? stats.doses.length) },
    { label: 'Average dose', value: `${stats.averageDose} units` },
    { label: 'Average per day', value: perDay === null ? '--' : `${perDay} units` },
  ];
  return (
    <DailyStacksCard title="Daily Insulin by Type" subtitle="Units per day" days={stacked} keys={insulinStackKeys} unit="units" what="Insulin" empty="No insulin doses in this period." footer={<UsageFigures figures={figures} />} />
  );
}
