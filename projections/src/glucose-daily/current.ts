import type pg from 'pg';
import {
  computeGlucoseMetrics, DAY_MS, DEFAULT_TARGET_RANGE, glucoseStatsOf, glucoseTrend, trendOfDirection, type CurrentGlucose, type CurrentTrend, type GlucoseSource, type GlucoseUnit, type ReadingType, type SensorLimit, type TargetRange,
} from '@glyco/contracts';
import { loadReadingDirection } from '../glucose-readings/reading-direction';
import { findUser } from '../users/query';
import { loadGlucoseAnalysis, type GlucoseRange } from './analysis';

/** The dashboard falls back to this many readings when there is no sensor reading in the last 24 hours. */
export const CURRENT_FALLBACK_READINGS = 50;

interface RecentRow {
  reading_id: string;
  value_mgdl: number;
  unit: GlucoseUnit;
  taken_at: Date;
  reading_type: ReadingType;
  source: GlucoseSource;
  sensor_limit: SensorLimit | null;
}

/** A person's newest readings, newest first: the current one, its trend and the fallback window. */
async function newestReadings(pool: pg.Pool, userId: string): Promise<RecentRow[]> {
  const result = await pool.query<RecentRow>(
    `SELECT reading_id, value_mgdl, unit, taken_at, reading_type, source, sensor_limit FROM glucose_daily_readings
      WHERE user_id = $1 AND live ORDER BY taken_at DESC, reading_id DESC LIMIT ${CURRENT_FALLBACK_READINGS}`,
    [userId],
  );
  return result.rows;
}

async function hasSensorReadingsBetween(pool: pg.Pool, userId: string, start: Date, end: Date): Promise<boolean> {
  const result = await pool.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM glucose_daily_readings WHERE user_id = $1 AND live AND source = 'cgm' AND taken_at >= $2 AND taken_at <= $3) AS found`,
    [userId, start, end],
  );
  return result.rows[0]?.found ?? false;
}

/**
 * The trend of the newest reading: the arrow its device sent with it (a CGM draws it from more
 * readings than reach us), else the one drawn from the sensor readings of the 15 minutes up to it;
 * none for a finger-stick.
 */
async function trendOf(pool: pg.Pool, userId: string, newestFirst: readonly RecentRow[]): Promise<CurrentTrend | null> {
  const newest = newestFirst[0];
  if (newest?.source !== 'cgm') return null;
  const drawn = glucoseTrend(newestFirst.filter((row) => row.source === 'cgm').map((row) => ({ value: row.value_mgdl, timestamp: row.taken_at })));
  const sent = trendOfDirection(await loadReadingDirection(pool, userId, newest.reading_id));
  if (sent) return { trend: sent, rateMgdlPerMinute: drawn?.rateMgdlPerMinute ?? null, from: 'device' };
  return drawn && { ...drawn, from: 'readings' };
}

/** The window the dashboard names: the last 24 hours with sensor readings in them, else the span of the last 50 readings. */
function windowOf(newestFirst: readonly RecentRow[], sensorToday: boolean, now: Date) {
  if (sensorToday) return { name: 'last24Hours', range: { startDate: new Date(now.getTime() - DAY_MS).toISOString(), endDate: now.toISOString() } } as const;
  const range: GlucoseRange = { startDate: newestFirst.at(-1)?.taken_at.toISOString(), endDate: newestFirst[0]?.taken_at.toISOString() };
  return { name: 'last50Readings', range } as const;
}

async function statsOf(pool: pg.Pool, userId: string, range: GlucoseRange | null, target: TargetRange) {
  if (!range) return glucoseStatsOf(computeGlucoseMetrics({ cgm: null, meter: null, target }));
  const { metrics } = await loadGlucoseAnalysis(pool, userId, range, target, { agp: false, episodes: true });
  return glucoseStatsOf(metrics);
}

function currentReadingOf(row: RecentRow): NonNullable<CurrentGlucose['reading']> {
  const reading = { value: row.value_mgdl, timestamp: row.taken_at.toISOString(), readingType: row.reading_type, enteredUnit: row.unit };
  return row.sensor_limit ? { ...reading, sensorLimit: row.sensor_limit } : reading;
}

/** GET /api/glucose/current: the newest reading, its age and trend, and the figures of the window the dashboard names. */
export async function loadCurrentGlucose(pool: pg.Pool, userId: string, now: Date): Promise<CurrentGlucose> {
  const [newestFirst, sensorToday, user] = await Promise.all([
    newestReadings(pool, userId),
    hasSensorReadingsBetween(pool, userId, new Date(now.getTime() - DAY_MS), now),
    findUser(pool, userId),
  ]);
  const newest = newestFirst[0];
  const window = windowOf(newestFirst, sensorToday, now);
  return {
    reading: newest ? currentReadingOf(newest) : null,
    ageMinutes: newest ? Math.max(0, Math.floor((now.getTime() - newest.taken_at.getTime()) / 60_000)) : null,
    trend: await trendOf(pool, userId, newestFirst),
    window: window.name,
    stats: await statsOf(pool, userId, newest ? window.range : null, user?.targetGlucoseRange ?? DEFAULT_TARGET_RANGE),
  };
}
