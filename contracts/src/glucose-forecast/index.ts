export * from './forecast';
export { ar2Forecast } from './ar2';
export { clarkeZone, type ClarkeZone } from './clarke';
export { forecastFigures, type ForecastFigures } from './figures';
export { FORECAST_STEP_MS, FORECAST_STEPS } from './forecast-point';
