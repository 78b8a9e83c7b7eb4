import type { GlucoseUnit } from '@glyco/contracts';
import { TimeInRangesBreakdown } from '../../../components/charts/time-in-ranges-breakdown';
import { Card } from '../../../components/ui/card';
import type { GlucoseStatsOverview } from '../api/glucose-stats';

const oneDecimal = (value: number | null) => (value === null ? '--' : value.toFixed(1));

function SufficiencyNote({ stats }: { stats: GlucoseStatsOverview }) {
  return stats.sufficient ? (
    <p className="text-sm text-green-700 dark:text-green-400">Enough data for reliable metrics.</p>
  ) : (
    <p className="text-sm text-amber-700 dark:text-amber-400">
      Not enough data for reliable metrics: they need at least 14 days with readings and 70% CGM wear (this period: {stats.daysCovered}{' '}
      days, {stats.cgmActivePercentage}% CGM wear).
    </p>
  );
}

export function ConsensusMetrics({ stats, unit }: { stats: GlucoseStatsOverview | null; unit: GlucoseUnit }) {
  if (!stats) return null;
  return (
    <Card title="Time in Ranges" subtitle="International consensus targets for the selected period">
      <TimeInRangesBreakdown bands={stats.bands} unit={unit} />
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-500 dark:text-slate-400">GMI (estimated A1c)</dt>
          <dd className="text-xl font-semibold">{oneDecimal(stats.gmi)}%</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500 dark:text-slate-400">CV (variability)</dt>
          <dd className="text-xl font-semibold">{oneDecimal(stats.cv)}%</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500 dark:text-slate-400">Readings</dt>
          <dd className="text-xl font-semibold">{stats.count}</dd>
        </div>
      </dl>
      <div className="mt-4">
        <SufficiencyNote stats={stats} />
      </div>
    </Card>
  );
}
