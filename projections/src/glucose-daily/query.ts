import type pg from 'pg';
import { aggregateByLocalDay, type DailyGlucoseAggregate, type GlucoseSample } from '@glyco/contracts';
import type { EdgeWindow, StatsPlan } from './stats-range';

interface DailyRow {
  local_date: string;
  count: number;
  sum: string;
  sum_squares: string;
  min_decimg: number;
  max_decimg: number;
  band_counts: number[];
  histogram: Record<string, number>;
  present_slots: number;
  first_slot: string;
  last_slot: string;
}

function toAggregate(row: DailyRow): DailyGlucoseAggregate {
  const [veryLow = 0, low = 0, inRange = 0, high = 0, veryHigh = 0] = row.band_counts;
  return {
    date: row.local_date,
    count: row.count,
    sum: Number(row.sum),
    sumSquares: Number(row.sum_squares),
    minDecimg: row.min_decimg,
    maxDecimg: row.max_decimg,
    bandCounts: [veryLow, low, inRange, high, veryHigh],
    histogram: row.histogram,
    presentSlots: row.present_slots,
    firstSlot: Number(row.first_slot),
    lastSlot: Number(row.last_slot),
  };
}

async function wholeDayAggregates(pool: pg.Pool, userId: string, days: { from: string | null; to: string | null }): Promise<DailyGlucoseAggregate[]> {
  const result = await pool.query<DailyRow>(
    `SELECT local_date::text AS local_date, count, sum, sum_squares, min_decimg, max_decimg, band_counts, histogram,
            present_slots, first_slot, last_slot
       FROM glucose_daily
      WHERE user_id = $1 AND ($2::date IS NULL OR local_date >= $2) AND ($3::date IS NULL OR local_date <= $3)`,
    [userId, days.from, days.to],
  );
  return result.rows.map(toAggregate);
}

async function edgeSamples(pool: pg.Pool, userId: string, edge: EdgeWindow): Promise<GlucoseSample[]> {
  const result = await pool.query<{ decimg: number; taken_at: Date; timezone_offset_minutes: number }>(
    `SELECT decimg, taken_at, timezone_offset_minutes
       FROM glucose_daily_readings
      WHERE user_id = $1 AND live AND taken_at >= $2 AND taken_at <= $3
        AND ($4::date IS NULL OR local_date < $4) AND ($5::date IS NULL OR local_date > $5)`,
    [userId, edge.start, edge.end, edge.localDateBefore ?? null, edge.localDateAfter ?? null],
  );
  return result.rows.map((row) => ({ value: row.decimg / 10, timestamp: row.taken_at, timezoneOffsetMinutes: row.timezone_offset_minutes }));
}

/**
 * The daily aggregates of a user's readings in the planned range: whole days as stored, the
 * partly covered days at the ends rebuilt from their readings. Every date appears once.
 */
export async function loadDailyAggregates(pool: pg.Pool, userId: string, plan: StatsPlan): Promise<DailyGlucoseAggregate[]> {
  const whole = plan.wholeDays ? await wholeDayAggregates(pool, userId, plan.wholeDays) : [];
  const samples: GlucoseSample[] = [];
  for (const edge of plan.edges) samples.push(...(await edgeSamples(pool, userId, edge)));
  return [...whole, ...aggregateByLocalDay(samples)];
}
