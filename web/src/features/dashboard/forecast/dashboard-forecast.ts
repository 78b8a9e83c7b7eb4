import { forecastGlucose, type ForecastPoint, type ForecastReading, type GlucoseReading } from '@glyco/contracts';

export interface DashboardForecast {
  /** The last sensor reading, where the cone opens. */
  from: ForecastReading;
  points: ForecastPoint[];
}

/**
 * The next hour after the last sensor reading, from the sensor readings the chart already holds;
 * null when they cannot support one (no recent reading, a gap). It is the alerts' own forecast
 * ('warning': never a low later than AR2), so the cone never shows a safe hour while an
 * "urgent low soon" alert is sounding.
 */
export function dashboardForecast(readings: readonly Pick<GlucoseReading, 'value' | 'timestamp' | 'readingType'>[], now: number): DashboardForecast | null {
  const sensor = readings.filter((reading) => reading.readingType === 'CGM').map((reading) => ({ at: Date.parse(reading.timestamp), mgdl: reading.value }));
  const points = forecastGlucose(sensor, { now, use: 'warning' });
  if (!points.length) return null;
  const from = sensor.reduce((last, reading) => (reading.at > last.at ? reading : last));
  return { from, points };
}
