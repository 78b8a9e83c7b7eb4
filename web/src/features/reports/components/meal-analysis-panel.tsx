import { useMemo } from 'react';
import { averagePerLoggedDay, mealDays, mealStackKeys } from '../daily-stacks';
import type { ReportData } from '../use-report-data';
import { DailyStacksCard } from './daily-stacks-card';
import { UsageFigures } from './usage-figures';

export function MealAnalysisPanel({ data, days }: { data: ReportData; days: readonly string[] }) {
  const stats = data.overview.mealStats;
  const stacked = useMemo(() => mealDays(days, data.overview), [days, data.overview]);
  const perDay = averagePerLoggedDay(stacked.map((day) => ({ total: Object.values(day.values).reduce((sum, carbs) => sum + carbs, 0) })));
  const figures = [
    { label: 'Meals', value: String(stats.count ?? stats.meals.length) },
    { label: 'Average carbs per meal', value: `${stats.averageCarbs} g` },
    { label: 'Average carbs per day', value: perDay === null ? '--' : `${perDay} g` },
  ];
  return (
    <DailyStacksCard title="Carbs per Day by Meal Type" subtitle="Grams of carbohydrate per day" days={stacked} keys={mealStackKeys} unit="g" what="Carbs" empty="No meals in this period." footer={<UsageFigures figures={figures} />} />
  );
}
