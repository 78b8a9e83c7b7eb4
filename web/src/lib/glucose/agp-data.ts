import { agpProfile, formatGlucose, fromMgdl, toMgdl, type GlucoseUnit } from '@glyco/contracts';
import type { AgpPoint } from '../../components/charts/agp-chart';

interface LocalReading {
  value: number;
  timestamp: string;
  timezoneOffsetMinutes: number;
}

/** One point per hour of the local day that has readings, percentiles in the display unit. */
export function agpPoints(readings: readonly LocalReading[], unit: GlucoseUnit): AgpPoint[] {
  const show = (mgdl: number | null) => fromMgdl(mgdl ?? 0, unit);
  return agpProfile(readings, 60)
    .filter((bucket) => bucket.count > 0)
    .map((bucket) => ({
      // Plotted at the middle of its hour.
      minute: bucket.startMinute + 30,
      p5: show(bucket.p5),
      p25: show(bucket.p25),
      p50: show(bucket.p50),
      p75: show(bucket.p75),
      p95: show(bucket.p95),
    }));
}

export function hourLabel(minute: number): string {
  const hour = Math.floor(minute / 60) % 24;
  return `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The medians of the lowest and highest hours, for screen readers. */
export function describeAgp(points: readonly AgpPoint[], unit: GlucoseUnit): string {
  if (points.length === 0) return 'No readings to profile.';
  const sorted = [...points].sort((a, b) => a.p50 - b.p50);
  const lowest = sorted[0]!;
  const highest = sorted[sorted.length - 1]!;
  const value = (shown: number) => `${formatGlucose(toMgdl(shown, unit), unit)} ${unit}`;
  return (
    `Median glucose by time of day over ${points.length} hours with readings: ` +
    `lowest ${value(lowest.p50)} around ${hourLabel(lowest.minute)}, highest ${value(highest.p50)} around ${hourLabel(highest.minute)}.`
  );
}
