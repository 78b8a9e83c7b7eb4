import { useMemo } from 'react';
import { mealDays, mealStackKeys, perDayFigure, todaySoFar, type PerDayDays } from '../daily-stacks';
import type { ReportData } from '../use-report-data';
import { DailyStacksCard } from './daily-stacks-card';
import { UsageFigures } from './usage-figures';

export function MealAnalysisPanel({ data, days, perDay }: { data: ReportData; days: readonly string[]; perDay: PerDayDays }) {
  const stats = data.overview.mealStats;
  const stacked = useMemo(() => mealDays(days, data.overview), [days, data.overview]);
  const average = perDayFigure(stacked.map((day) => ({ date: day.date, total: Object.values(day.values).reduce((sum, carbs) => sum + carbs, 0) })), perDay.complete);
  const today = todaySoFar(stacked, perDay.today);
  const figures = [
    { label: 'Meals', value: String(stats.count ?? stats.meals.length) },
    { label: 'Average carbs per meal', value: `${stats.averageCarbs} g` },
    { label: `Carbs per day, ${average.caption}`, value: average.average === null ? '--' : `${average.average} g` },
    ...(today === null ? [] : [{ label: 'Today so far', value: `${today} g` }]),
  ];
  return (
    <DailyStacksCard title="Carbs per Day by Meal Type" subtitle="Grams of carbohydrate per day" days={stacked} keys={mealStackKeys} unit="g" what="Carbs" empty="No meals in this period." footer={<UsageFigures figures={figures} />} />
  );
}
