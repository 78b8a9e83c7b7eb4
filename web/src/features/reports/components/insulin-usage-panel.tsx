import { useMemo } from 'react';
import { insulinDays, insulinStackKeys, perDayFigure, todaySoFar, type PerDayDays } from '../daily-stacks';
import type { ReportData } from '../use-report-data';
import { DailyStacksCard } from './daily-stacks-card';
import { UsageFigures } from './usage-figures';

export function InsulinUsagePanel({ data, days, perDay }: { data: ReportData; days: readonly string[]; perDay: PerDayDays }) {
  const stats = data.overview.insulinStats;
  const stacked = useMemo(() => insulinDays(days, data.overview), [days, data.overview]);
  const average = perDayFigure(stacked.map((day) => ({ date: day.date, total: Object.values(day.values).reduce((sum, units) => sum + units, 0) })), perDay.complete);
  const today = todaySoFar(stacked, perDay.today);
  const figures = [
    { label: 'Total insulin', value: `${stats.totalUnits ?? 0} units` },
    { label: 'Doses', value: String(stats.count ?? stats.doses.length) },
    { label: 'Average dose', value: `${stats.averageDose} units` },
    { label: `Per day, ${average.caption}`, value: average.average === null ? '--' : `${average.average} units` },
    ...(today === null ? [] : [{ label: 'Today so far', value: `${today} units` }]),
  ];
  return (
    <DailyStacksCard title="Daily Insulin by Type" subtitle="Units per day" days={stacked} keys={insulinStackKeys} unit="units" what="Insulin" empty="No insulin doses in this period." footer={<UsageFigures figures={figures} />} />
  );
}
