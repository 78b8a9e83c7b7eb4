import type { GlucoseEpisode, GlucoseMetrics, GlucoseUnit } from '@glyco/contracts';
import { Card } from '../ui/card';
import { BandBreakdown } from './band-breakdown';
import { EpisodeList } from './episode-list';
import { EpisodesTable } from './episodes-table';
import { GoalsTable } from './goals-table';
import { MetricFigures } from './metric-figures';
import { WearNote } from './wear-note';
import { metricsCaption } from './window-caption';

interface MetricsPanelProps {
  metrics: GlucoseMetrics;
  unit: GlucoseUnit;
  title?: string;
  /** The episodes themselves (GET /api/glucose/episodes), where the metrics come without their summary. */
  episodes?: readonly GlucoseEpisode[] | null;
}

/** The consensus metrics of a period as the server computed them, captioned with their window. */
export function MetricsPanel({ metrics, unit, title = 'Time in Ranges', episodes }: MetricsPanelProps) {
  const cgm = metrics.source === 'cgm';
  return (
    <Card title={title} subtitle={metricsCaption(metrics)}>
      <div className="space-y-6">
        {cgm && metrics.wear && <WearNote wear={metrics.wear} />}
        <BandBreakdown bands={metrics.bands} unit={unit} showBar={metrics.count > 0} />
        <MetricFigures metrics={metrics} unit={unit} />
        {metrics.source === 'meter' && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Figures from meter readings. GMI, GRI, time in tight range, episodes and the consensus goals need CGM readings.
          </p>
        )}
        {cgm && (
          <div className="grid gap-6 xl:grid-cols-2">
            {metrics.goals.length > 0 && <GoalsTable goals={metrics.goals} />}
            {metrics.episodes && <EpisodesTable episodes={metrics.episodes} unit={unit} />}
            {!metrics.episodes && episodes && <EpisodeList episodes={episodes} unit={unit} target={metrics.target} periodEnd={metrics.window.end} />}
          </div>
        )}
      </div>
    </Card>
  );
}
