/** A CGM reading for a forecast: epoch ms and mg/dL. */
export interface ForecastReading {
  at: number;
  mgdl: number;
}

/** A forecast value and its interval, mg/dL, at an instant (epoch ms). */
export interface ForecastPoint {
  at: number;
  mgdl: number;
  low: number;
  high: number;
}

export const FORECAST_STEP_MS = 5 * 60_000;
/** 60 minutes ahead, a point every 5 minutes. */
export const FORECAST_STEPS = 12;
