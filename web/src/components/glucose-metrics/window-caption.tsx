import type { GlucoseMetrics } from '@glyco/contracts';
import { readingsCaption, windowCaption } from '../../lib/glucose/window-caption';

/** "Mon 16 - Sun 22 Nov · 2,016 CGM readings": what the figures beside it cover. */
export function metricsCaption(metrics: Pick<GlucoseMetrics, 'window' | 'count' | 'source'>, windowName?: string): string {
  return `${windowName ?? windowCaption(metrics.window)} · ${readingsCaption(metrics)}`;
}

export function WindowCaption({ metrics, windowName, id }: { metrics: Pick<GlucoseMetrics, 'window' | 'count' | 'source'>; windowName?: string; id?: string }) {
  return (
    <p id={id} className="text-sm font-medium text-slate-600 dark:text-slate-300">
      {metricsCaption(metrics, windowName)}
    </p>
  );
}
