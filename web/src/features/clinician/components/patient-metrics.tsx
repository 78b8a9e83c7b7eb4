import { formatGlucose, formatGlucoseValue, type GlucoseMetrics, type GlucoseUnit, type SensorLimit } from '@glyco/contracts';
import { WindowCaption } from '../../../components/glucose-metrics/window-caption';
import { Card } from '../../../components/ui/card';
import { StatCard } from '../../../components/ui/stat-card';
import { formatPercent } from '../../../lib/format';

const glucose = (mgdl: number | null, unit: GlucoseUnit, limit: SensorLimit | null = null) => (mgdl === null ? '--' : formatGlucoseValue(mgdl, unit, limit));

/** The headline figures of the period as the server computed them; the full consensus panel follows. */
export function PatientMetrics({ metrics, unit }: { metrics: GlucoseMetrics; unit: GlucoseUnit }) {
  const cgm = metrics.source === 'cgm';
  return (
    <Card title="Glucose metrics">
      <WindowCaption metrics={metrics} />
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Mean glucose" value={glucose(metrics.mean, unit)} unit={unit} />
        <StatCard label={`Time in target (${formatGlucose(metrics.target.min, unit)}–${formatGlucose(metrics.target.max, unit)})`} value={metrics.count ? formatPercent(metrics.targetPercent.inRange) : '--'} />
        {cgm ? (
          <>
            <StatCard label="GMI (estimated A1c)" value={metrics.gmi === null ? 'Not shown' : formatPercent(metrics.gmi)} note={metrics.gmiReason ?? undefined} />
            <StatCard label="CGM active" value={formatPercent(metrics.wear?.activePercent)} />
          </>
        ) : (
          <>
            <StatCard label="Lowest" value={glucose(metrics.min, unit, metrics.minSensorLimit)} unit={unit} />
            <StatCard label="Highest" value={glucose(metrics.max, unit, metrics.maxSensorLimit)} unit={unit} />
          </>
        )}
      </dl>
    </Card>
  );
}
