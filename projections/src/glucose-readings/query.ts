import type pg from 'pg';
import {
  presentGlucoseReading, sourceOfReadingType,
  type Feeling, type SensorLimit, type GlucoseListQuery, type GlucoseReading, type GlucoseSample, type GlucoseUnit, type MealContext, type ReadingType,
} from '@glyco/contracts';
import { keysetPages, orderedRowsText, type KeysetShape, type OpenRange, type Period, type RowQuery } from '../engine/row-query';
import { mergeOverlapping } from './merge-windows';

interface ReadingRow {
  reading_id: string;
  user_id: string;
  value_mgdl: number;
  entered_value: number;
  entered_unit: GlucoseUnit;
  taken_at: Date;
  timezone_offset_minutes: number;
  meal_context: MealContext;
  reading_type: ReadingType;
  feeling: Feeling;
  notes: string;
  tags: string[];
  sensor_limit: SensorLimit | null;
}

function toReading(row: ReadingRow): GlucoseReading {
  return presentGlucoseReading({
    readingId: row.reading_id,
    userId: row.user_id,
    valueMgdl: row.value_mgdl,
    entered: { value: row.entered_value, unit: row.entered_unit },
    timestamp: row.taken_at.toISOString(),
    timezoneOffsetMinutes: row.timezone_offset_minutes,
    mealContext: row.meal_context,
    readingType: row.reading_type,
    feeling: row.feeling,
    notes: row.notes,
    tags: row.tags,
    ...(row.sensor_limit ? { sensorLimit: row.sensor_limit } : {}),
  });
}

const READING_COLUMNS = `reading_id, user_id, value_mgdl, entered_value, entered_unit, taken_at, timezone_offset_minutes,
            meal_context, reading_type, feeling, notes, tags, sensor_limit`;

/** A user's readings taken within the (inclusive) range, newest first, at most `limit`. */
export async function listGlucoseReadings(pool: pg.Pool, userId: string, query: GlucoseListQuery): Promise<GlucoseReading[]> {
  const result = await pool.query<ReadingRow>(
    `SELECT ${READING_COLUMNS}
       FROM glucose_readings
      WHERE user_id = $1
        AND ($2::timestamptz IS NULL OR taken_at >= $2)
        AND ($3::timestamptz IS NULL OR taken_at <= $3)
      ORDER BY taken_at DESC, reading_id DESC
      LIMIT $4`,
    [userId, query.startDate ?? null, query.endDate ?? null, query.limit],
  );
  return result.rows.map(toReading);
}

/** A user's readings taken within the (inclusive) range, oldest first: the points of glucose traces to draw. */
export async function listGlucoseTrace(pool: pg.Pool, userId: string, range: { startDate: string; endDate: string }): Promise<GlucoseSample[]> {
  const result = await pool.query<SampleRow>(
    `SELECT value_mgdl, entered_unit, taken_at, timezone_offset_minutes, reading_type FROM glucose_readings
      WHERE user_id = $1 AND taken_at >= $2 AND taken_at <= $3 ORDER BY taken_at, reading_id`,
    [userId, range.startDate, range.endDate],
  );
  return result.rows.map(toSample);
}

type SampleRow = Pick<ReadingRow, 'value_mgdl' | 'entered_unit' | 'taken_at' | 'timezone_offset_minutes' | 'reading_type'>;

function toSample(row: SampleRow): GlucoseSample {
  return { value: row.value_mgdl, unit: row.entered_unit, timestamp: row.taken_at, timezoneOffsetMinutes: row.timezone_offset_minutes, source: sourceOfReadingType(row.reading_type) };
}

/** A user's readings inside any of the (inclusive) windows, oldest first, each once: the readings around meals. */
export async function listSamplesWithin(pool: pg.Pool, userId: string, windows: readonly Period[]): Promise<GlucoseSample[]> {
  const disjoint = mergeOverlapping(windows);
  if (disjoint.length === 0) return [];
  const result = await pool.query<SampleRow>(
    `SELECT r.value_mgdl, r.entered_unit, r.taken_at, r.timezone_offset_minutes, r.reading_type
       FROM unnest($2::timestamptz[], $3::timestamptz[]) AS w(start_at, end_at)
       JOIN LATERAL (SELECT reading_id, value_mgdl, entered_unit, taken_at, timezone_offset_minutes, reading_type FROM glucose_readings
                      WHERE user_id = $1 AND taken_at >= w.start_at AND taken_at <= w.end_at) r ON true
      ORDER BY r.taken_at, r.reading_id`,
    [userId, disjoint.map((window) => window.start), disjoint.map((window) => window.end)],
  );
  return result.rows.map(toSample);
}

/** Every reading of a user within an open range, oldest first, row by row: what the exports stream. */
export function readingsOldestFirstQuery(userId: string, range: OpenRange = {}): RowQuery<GlucoseReading> {
  const shape: KeysetShape = {
    select: READING_COLUMNS,
    from: 'glucose_readings',
    where: 'user_id = $1 AND ($2::timestamptz IS NULL OR taken_at >= $2) AND ($3::timestamptz IS NULL OR taken_at <= $3)',
    values: [userId, range.startDate ?? null, range.endDate ?? null],
    at: 'taken_at',
    id: 'reading_id',
  };
  return { text: orderedRowsText(shape), values: shape.values, present: toReading, pages: keysetPages(shape) };
}
