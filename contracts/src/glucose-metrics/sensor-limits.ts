import type { SensorLimit } from '../imports/records';
import type { GlucoseMetrics } from './report';
import type { GlucoseSource } from './sample';

/** A reading stored at a sensor's limit (see sensorLimitReading), as the lowest and highest figures need it. */
export interface LimitReading {
  valueMgdl: number;
  sensorLimit: SensorLimit;
  source: GlucoseSource;
}

const decimgOf = (mgdl: number) => Math.round(mgdl * 10);

/**
 * The lowest and highest figures marked when they are a sensor's limit ('below 40'), not a
 * measurement: when a limit reading of the figures' source has that value, to 0.1 mg/dL as the
 * tally keeps it. The metrics count such a reading in its band as any other.
 */
export function markSensorLimits(metrics: GlucoseMetrics, limits: readonly LimitReading[]): GlucoseMetrics {
  const ofSource = limits.filter((reading) => reading.source === metrics.source);
  const limitAt = (value: number | null) => (value === null ? null : ofSource.find((reading) => decimgOf(reading.valueMgdl) === decimgOf(value))?.sensorLimit ?? null);
  return { ...metrics, minSensorLimit: limitAt(metrics.min), maxSensorLimit: limitAt(metrics.max) };
}
