import { formatGlucose, type GlucoseStats, type GlucoseUnit } from '@glyco/contracts';
import { TimeInRangesBreakdown } from '../../../components/charts/time-in-ranges-breakdown';
import { Card } from '../../../components/ui/card';
import { StatCard } from '../../../components/ui/stat-card';

const percent = (value: number | null) => (value === null ? '--' : `${value.toFixed(1)}%`);

/** Consensus metrics are only reliable with 14 days of data and 70 % CGM wear. */
function Sufficiency({ stats }: { stats: GlucoseStats }) {
  if (stats.sufficient) return <p className="font-semibold text-emerald-700 dark:text-emerald-400">Sufficient data for consensus metrics</p>;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p className="font-semibold">Insufficient data</p>
      <p className="text-sm">
        Reliable consensus metrics need at least 14 days with readings and 70% CGM wear; this period has {stats.daysCovered} days and{' '}
        {stats.cgmActivePercentage}% CGM wear.
      </p>
    </div>
  );
}

export function PatientMetrics({ stats, unit }: { stats: GlucoseStats; unit: GlucoseUnit }) {
  return (
    <Card title="Glucose metrics" subtitle="International consensus metrics for the selected period">
      <Sufficiency stats={stats} />
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
        <StatCard label="Mean glucose" value={stats.average === null ? '--' : formatGlucose(stats.average, unit)} unit={unit} />
        <StatCard label="GMI (estimated A1c)" value={percent(stats.gmi)} />
        <StatCard label="CV (variability)" value={percent(stats.cv)} />
        <StatCard label="Days with data" value={String(stats.daysCovered)} />
        <StatCard label="CGM active" value={percent(stats.cgmActivePercentage)} />
        <StatCard label="Readings" value={String(stats.count)} />
      </dl>
      <h3 className="mt-6 mb-2 font-semibold">Time in ranges</h3>
      <TimeInRangesBreakdown bands={stats.bands} unit={unit} showBar={stats.count > 0} />
    </Card>
  );
}
