import { formatGlucose, formatGlucoseValue, type GlucoseStats, type SensorLimit } from '@glyco/contracts';
import { WindowCaption } from '../../../components/glucose-metrics/window-caption';
import { StatCard } from '../../../components/ui/stat-card';
import { formatPercent } from '../../../lib/format';
import { glucoseLevel } from '../../../lib/glucose/level';
import type { GlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';

/** SPEC's four cards, as the server computed them over the whole period. */
export function GlucoseSummaryCards({ stats, unit, target }: { stats: GlucoseStats } & GlucosePreferences) {
  const extreme = (mgdl: number | null, limit: SensorLimit | null) => {
    if (mgdl === null) return { value: '--' };
    const level = glucoseLevel(mgdl, target);
    return { value: formatGlucoseValue(mgdl, unit, limit), marker: level.colour, note: level.label };
  };
  return (
    <section aria-label="Period summary" className="space-y-2">
      <WindowCaption metrics={stats} />
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Average" value={stats.average === null ? '--' : formatGlucose(stats.average, unit)} unit={unit} />
        <StatCard label="In Range %" value={stats.count ? formatPercent(stats.inRangePercentage) : '--'} note={`${formatGlucose(target.min, unit)}–${formatGlucose(target.max, unit)} ${unit}`} />
        <StatCard label="Lowest" {...extreme(stats.min, stats.minSensorLimit)} unit={unit} />
        <StatCard label="Highest" {...extreme(stats.max, stats.maxSensorLimit)} unit={unit} />
      </dl>
    </section>
  );
}
