import { formatGlucose, type GlucoseReading } from '@glyco/contracts';
import { StatCard } from '../../../components/ui/stat-card';
import { levelTone } from '../../../lib/glucose/level-tone';
import { summarizeGlucose } from '../../../lib/glucose/summary';
import type { GlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';

export function GlucoseSummaryCards({ readings, unit, target }: { readings: readonly GlucoseReading[] } & GlucosePreferences) {
  const summary = summarizeGlucose(
    readings.map((reading) => reading.value),
    target,
  );
  const shown = (mgdl: number) => (summary.count ? formatGlucose(mgdl, unit) : '--');
  // Coloured by their own level: a fixed red "Highest" would flag an in-range day as high.
  const tone = (mgdl: number) => (summary.count ? levelTone(mgdl, target) : undefined);
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard label="Average" value={shown(summary.average)} unit={unit} />
      <StatCard label="In Range %" value={`${summary.inRange}%`} tone="success" />
      <StatCard label="Lowest" value={shown(summary.lowest)} unit={unit} tone={tone(summary.lowest)} />
      <StatCard label="Highest" value={shown(summary.highest)} unit={unit} tone={tone(summary.highest)} />
    </dl>
  );
}
