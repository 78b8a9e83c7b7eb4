/**
 * AR2, the forecast Nightscout draws and alarms on (cgm-remote-monitor, lib/plugins/ar2.js and
 * the interpolation of lib/plugins/delta.js): a second-order autoregression of log(mg/dL / 140)
 * on 5-minute steps, x[t+1] = -0.723 x[t-1] + 1.716 x[t], from the last two readings. When those
 * are more than 9 minutes apart, the value 5 minutes before the last is interpolated on the line
 * between them. Points are rounded and held within 36..400 mg/dL; the cone widens by
 * exp(+/- 2 * step) with Nightscout's steps.
 */
import type { ForecastPoint, ForecastReading } from './forecast-point';
import { FORECAST_STEP_MS, FORECAST_STEPS } from './forecast-point';

const BG_REF = 140;
const BG_MIN = 36;
const BG_MAX = 400;
const AR = [-0.723, 1.716] as const;
const CONE_FACTOR = 2;
const CONE_STEPS = [0.02, 0.041, 0.061, 0.081, 0.099, 0.116, 0.132, 0.146, 0.159, 0.171, 0.182, 0.192] as const;
const INTERPOLATE_AFTER_MINUTES = 9;

const clampRound = (mgdl: number): number => Math.max(BG_MIN, Math.min(BG_MAX, Math.round(mgdl)));

function mgdl5MinutesBefore(prev: ForecastReading, current: ForecastReading): number {
  const elapsedMinutes = (current.at - prev.at) / 60_000;
  if (elapsedMinutes <= INTERPOLATE_AFTER_MINUTES) return prev.mgdl;
  return current.mgdl - ((current.mgdl - prev.mgdl) / elapsedMinutes) * 5;
}

/** AR2 from the last two readings (time order); empty when either is below 36 mg/dL. */
export function ar2Forecast(prev: ForecastReading, current: ForecastReading): ForecastPoint[] {
  if (prev.mgdl < BG_MIN || current.mgdl < BG_MIN) return [];
  let before = Math.log(mgdl5MinutesBefore(prev, current) / BG_REF);
  let now = Math.log(current.mgdl / BG_REF);
  const points: ForecastPoint[] = [];
  for (let step = 0; step < FORECAST_STEPS; step++) {
    [before, now] = [now, AR[0] * before + AR[1] * now];
    const spread = CONE_FACTOR * CONE_STEPS[step]!;
    points.push({
      at: current.at + (step + 1) * FORECAST_STEP_MS,
      mgdl: clampRound(BG_REF * Math.exp(now)),
      low: clampRound(BG_REF * Math.exp(now - spread)),
      high: clampRound(BG_REF * Math.exp(now + spread)),
    });
  }
  return points;
}
