import type { ReactNode } from 'react';
import { ResponsiveChart } from '../../../components/charts/responsive-chart';
import { StackedDailyBars, type StackKey, type StackedDay } from '../../../components/charts/stacked-daily-bars';
import { Card } from '../../../components/ui/card';
import { formatDay } from '../../../lib/format';
import { describeStacks, totalsByKey } from '../daily-stacks';
import { ChartLegend } from './chart-legend';

interface DailyStacksCardProps {
  title: string;
  subtitle: string;
  days: readonly StackedDay[];
  keys: readonly StackKey[];
  unit: string;
  /** Plural noun for the screen-reader summary, e.g. "Insulin units". */
  what: string;
  empty: ReactNode;
  footer?: ReactNode;
}

export function DailyStacksCard({ title, subtitle, days, keys, unit, what, empty, footer }: DailyStacksCardProps) {
  const totals = totalsByKey(days, keys);
  const anything = Object.values(totals).some((total) => total > 0);
  return (
    <Card title={title} subtitle={subtitle} footer={footer}>
      {anything ? (
        <>
          <ResponsiveChart height={280}>
            {(width, height) => (
              <StackedDailyBars data={days} keys={keys} width={width} height={height} formatDay={formatDay} unitLabel={unit} title={title} description={describeStacks(days, keys, unit, what)} />
            )}
          </ResponsiveChart>
          <ChartLegend keys={keys} totals={totals} unit={unit} />
        </>
      ) : (
        <p className="py-12 text-center text-slate-500 dark:text-slate-400">{empty}</p>
      )}
    </Card>
  );
}
