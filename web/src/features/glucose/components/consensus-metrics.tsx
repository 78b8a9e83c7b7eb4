import type { GlucoseEpisode, GlucoseStats, GlucoseUnit } from '@glyco/contracts';
import { MetricsPanel } from '../../../components/glucose-metrics/metrics-panel';

interface ConsensusMetricsProps {
  stats: GlucoseStats | null;
  episodes: readonly GlucoseEpisode[] | null;
  unit: GlucoseUnit;
}

export function ConsensusMetrics({ stats, episodes, unit }: ConsensusMetricsProps) {
  if (!stats || stats.count === 0) return null;
  return <MetricsPanel metrics={stats} episodes={episodes} unit={unit} />;
}
