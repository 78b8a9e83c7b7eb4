export * from './forecast';
export { ar2Forecast } from './ar2';
export { FORECAST_STEP_MS, FORECAST_STEPS } from './forecast-point';
