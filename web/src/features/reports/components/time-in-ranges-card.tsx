import type { GlucoseStats, GlucoseUnit } from '@glyco/contracts';
import { TimeInRangesBreakdown } from '../../../components/charts/time-in-ranges-breakdown';
import { Card } from '../../../components/ui/card';

const oneDecimal = (value: number | null) => (value === null ? '--' : `${value.toFixed(1)}%`);

export function TimeInRangesCard({ stats, unit }: { stats: GlucoseStats; unit: GlucoseUnit }) {
  return (
    <Card title="Time in Ranges" subtitle="International consensus targets for the report period">
      <TimeInRangesBreakdown bands={stats.bands} unit={unit} showBar={stats.count > 0} />
      <dl className="mt-4 grid grid-cols-3 gap-4">
        <div>
          <dt className="text-sm text-slate-500 dark:text-slate-400">GMI (estimated A1c)</dt>
          <dd className="text-xl font-semibold">{oneDecimal(stats.gmi)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500 dark:text-slate-400">CV (variability)</dt>
          <dd className="text-xl font-semibold">{oneDecimal(stats.cv)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500 dark:text-slate-400">Readings</dt>
          <dd className="text-xl font-semibold">{stats.count}</dd>
        </div>
      </dl>
    </Card>
  );
}
