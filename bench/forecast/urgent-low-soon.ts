/**
 * "Urgent low soon" (a forecast at or below 55 mg/dL within 20 minutes, as Dexcom's) judged on
 * traces: at each reading above 55, whether the forecast reached 55 within 20 minutes, against
 * whether a reading did (caught) or none went below 70 (a false warning). For the forecast as
 * alerts use it (the lower of the fitted model and AR2), the fitted model alone, and AR2.
 */
import { ar2FromReadings, forecastGlucose, type ForecastPoint, type ForecastReading } from '@glyco/contracts';

const THRESHOLD = 55;
const WITHIN_MS = 20 * 60_000;
const WINDOW = 40;
const METHODS = ['warning', 'estimate', 'ar2'] as const;
type Method = (typeof METHODS)[number];

export interface WarningTally {
  lows: number;
  caught: Record<Method, number>;
  falseWarnings: Record<Method, number>;
}

export function emptyWarningTally(): WarningTally {
  return { lows: 0, caught: { warning: 0, estimate: 0, ar2: 0 }, falseWarnings: { warning: 0, estimate: 0, ar2: 0 } };
}

const reaches = (points: readonly ForecastPoint[], until: number) => points.some((p) => p.at <= until && p.mgdl <= THRESHOLD);

export function tallyWarnings(trace: readonly ForecastReading[], into: WarningTally): WarningTally {
  trace.forEach((origin, i) => {
    if (origin.mgdl <= THRESHOLD) return;
    const window = trace.slice(Math.max(0, i + 1 - WINDOW), i + 1);
    const forecasts: Record<Method, ForecastPoint[]> = {
      warning: forecastGlucose(window),
      estimate: forecastGlucose(window, { use: 'estimate' }),
      ar2: ar2FromReadings(window),
    };
    if (!forecasts.ar2.length) return;
    const until = origin.at + WITHIN_MS;
    const next = trace.slice(i + 1).filter((r) => r.at <= until);
    if (!next.length) return;
    const lowest = Math.min(...next.map((r) => r.mgdl));
    if (lowest <= THRESHOLD) into.lows++;
    for (const method of METHODS) {
      if (!reaches(forecasts[method], until)) continue;
      if (lowest <= THRESHOLD) into.caught[method]++;
      else if (lowest >= 70) into.falseWarnings[method]++;
    }
  });
  return into;
}

export function describeWarnings(tally: WarningTally): string[] {
  const share = (n: number) => `${((100 * n) / Math.max(1, tally.lows)).toFixed(1)} %`;
  const labels: Record<Method, string> = { warning: 'as alerts use it', estimate: 'fitted alone', ar2: 'AR2' };
  return [
    `  urgent low soon: ${tally.lows.toLocaleString('en-US')} readings above 55 followed by one at or below 55 within 20 minutes`,
    ...METHODS.map((m) => `    ${labels[m].padEnd(17)} warned before ${share(tally.caught[m])} of them; ${tally.falseWarnings[m].toLocaleString('en-US')} warnings with no reading below 70 in the 20 minutes`),
  ];
}
