import type { TargetRange } from '@glyco/contracts';

export interface GlucoseSummary {
  average: number;
  inRange: number;
  belowRange: number;
  aboveRange: number;
  lowest: number;
  highest: number;
  count: number;
}

const emptySummary: GlucoseSummary = { average: 0, inRange: 0, belowRange: 0, aboveRange: 0, lowest: 0, highest: 0, count: 0 };

const percentOf = (part: number, total: number) => Math.round((part / total) * 100);

/** Average (mg/dL) and the share of readings below, within and above the target, rounded to whole numbers. */
export function summarizeGlucose(valuesMgdl: readonly number[], target: TargetRange): GlucoseSummary {
  const count = valuesMgdl.length;
  if (count === 0) return emptySummary;
  const below = valuesMgdl.filter((value) => value < target.min).length;
  const above = valuesMgdl.filter((value) => value > target.max).length;
  return {
    average: Math.round(valuesMgdl.reduce((sum, value) => sum + value, 0) / count),
    inRange: percentOf(count - below - above, count),
    belowRange: percentOf(below, count),
    aboveRange: percentOf(above, count),
    lowest: Math.round(Math.min(...valuesMgdl)),
    highest: Math.round(Math.max(...valuesMgdl)),
    count,
  };
}
