import { formatGlucose, fromMgdl, type AgpPoint, type GlucoseUnit } from '@glyco/contracts';

/** One AGP point of the server in the display unit; null where the bin has no readings. */
export interface AgpChartPoint {
  /** Minutes after local midnight, the centre of the server's 15-minute bin. */
  minute: number;
  p5: number | null;
  p25: number | null;
  p50: number | null;
  p75: number | null;
  p95: number | null;
}

const convert = (mgdl: number | null, unit: GlucoseUnit) => (mgdl === null ? null : fromMgdl(mgdl, unit));

/** The server's 96 points, unit converted only: the same curves as the PDF report. */
export function agpChartPoints(points: readonly AgpPoint[], unit: GlucoseUnit): AgpChartPoint[] {
  return points.map((point) => ({
    minute: point.minute,
    p5: convert(point.p5, unit),
    p25: convert(point.p25, unit),
    p50: convert(point.p50, unit),
    p75: convert(point.p75, unit),
    p95: convert(point.p95, unit),
  }));
}

/** The mg/dL span the curves reach, for the y axis. */
export function agpValues(points: readonly AgpPoint[]): number[] {
  return points.flatMap((point) => [point.p5, point.p95]).filter((value): value is number => value !== null);
}

export function hourLabel(minute: number): string {
  const hour = Math.floor(minute / 60) % 24;
  return `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Where the server's median curve is lowest and highest, for screen readers. */
export function describeAgp(points: readonly AgpPoint[], unit: GlucoseUnit): string {
  const drawn = points.filter((point): point is AgpPoint & { p50: number } => point.p50 !== null);
  if (drawn.length === 0) return 'No readings to profile.';
  const sorted = [...drawn].sort((a, b) => a.p50 - b.p50);
  const lowest = sorted[0]!;
  const highest = sorted[sorted.length - 1]!;
  const value = (mgdl: number) => `${formatGlucose(mgdl, unit)} ${unit}`;
  return (
    `Median glucose by time of day, in 15-minute steps: ` +
    `lowest ${value(lowest.p50)} around ${hourLabel(lowest.minute)}, highest ${value(highest.p50)} around ${hourLabel(highest.minute)}.`
  );
}
