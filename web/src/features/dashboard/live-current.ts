import { DEXCOM_LOW, glucoseTrend, READING_TYPES, trendOfDirection, type CurrentGlucose, type LiveReading, type ReadingType } from '@glyco/contracts';
import type { DashboardData } from './api/get-dashboard-data';
import { minutesSince } from './reading-age';

/** The stream names a reading's source by its device (an uploader's `device`), or by its type when logged by hand. */
function readingTypeOf(source: string): ReadingType {
  return (READING_TYPES as readonly string[]).includes(source) ? (source as ReadingType) : 'CGM';
}

/** The device's arrow when it sent one, else the one drawn from the sensor readings on screen and this one. */
function trendOf(reading: LiveReading, readingType: ReadingType, recent: DashboardData['lastDay']['readings']): CurrentGlucose['trend'] {
  if (readingType !== 'CGM') return null;
  const drawn = glucoseTrend([
    { value: reading.mgdl, timestamp: reading.at },
    ...recent.filter((row) => row.readingType === 'CGM').map((row) => ({ value: row.value, timestamp: row.timestamp })),
  ]);
  const sent = trendOfDirection(reading.trend);
  if (sent) return { trend: sent, rateMgdlPerMinute: drawn?.rateMgdlPerMinute ?? null, from: 'device' };
  return drawn && { ...drawn, from: 'readings' };
}

/**
 * The dashboard with a reading from the live stream as its current value, shown before the
 * refetch it causes answers (which brings the chart, lists and figures). A reading older than the
 * current one (a late upload) changes nothing here. A sensor's 39 is its 'LOW', shown as 'below 40'
 * as the stored reading is, never as a measured 39.
 */
export function withLiveReading(data: DashboardData, reading: LiveReading, now = new Date()): DashboardData {
  const current = data.current;
  if (!current || (current.reading && Date.parse(current.reading.timestamp) > Date.parse(reading.at))) return data;
  const readingType = readingTypeOf(reading.source);
  return {
    ...data,
    current: {
      ...current,
      reading: { value: reading.mgdl, timestamp: reading.at, readingType, ...(readingType === 'CGM' && reading.mgdl === DEXCOM_LOW ? { sensorLimit: 'below' } : {}) },
      ageMinutes: minutesSince(reading.at, now),
      trend: trendOf(reading, readingType, data.lastDay.readings.filter((row) => Date.parse(row.timestamp) < Date.parse(reading.at))),
    },
  };
}
