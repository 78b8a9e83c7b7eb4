import type { ProjectionContext } from '../engine/projection';
import { dailyAggregateOf, type DayTally } from './day-tally';

interface DayRow {
  count: number;
  sum: string;
  sum_squares: string;
  band_counts: number[];
  histogram: Record<string, number>;
  slots: Record<string, number>;
}

/** The tallies of several days at once, locked for this batch; days without readings are absent. */
export async function loadDayTallies({ sql, table }: ProjectionContext, days: { userId: string; localDate: string }[]): Promise<Map<string, DayTally>> {
  const result = await sql.query<DayRow & { user_id: string; local_date: string }>(
    `SELECT user_id, local_date::text AS local_date, count, sum, sum_squares, band_counts, histogram, slots FROM ${table('glucose_daily')}
      WHERE (user_id, local_date) IN (SELECT * FROM unnest($1::uuid[], $2::date[])) FOR UPDATE`,
    [days.map((day) => day.userId), days.map((day) => day.localDate)],
  );
  return new Map(result.rows.map((row) => [dayKey(row.user_id, row.local_date), tallyOfRow(row)]));
}

export const dayKey = (userId: string, localDate: string) => `${userId}/${localDate}`;

function tallyOfRow(row: DayRow): DayTally {
  const [veryLow = 0, low = 0, inRange = 0, high = 0, veryHigh = 0] = row.band_counts;
  return {
    count: row.count,
    sum: Number(row.sum),
    sumSquares: Number(row.sum_squares),
    bandCounts: [veryLow, low, inRange, high, veryHigh],
    histogram: row.histogram,
    slots: row.slots,
  };
}

/** Writes the day's tally with the figures the stats read; a day left without readings is removed. */
export async function saveDayTally({ sql, table }: ProjectionContext, userId: string, localDate: string, tally: DayTally): Promise<void> {
  if (tally.count === 0) {
    await sql.query(`DELETE FROM ${table('glucose_daily')} WHERE user_id = $1 AND local_date = $2`, [userId, localDate]);
    return;
  }
  const day = dailyAggregateOf(localDate, tally);
  await sql.query(
    `INSERT INTO ${table('glucose_daily')} (user_id, local_date, count, sum, sum_squares, min_decimg, max_decimg, band_counts,
       histogram, present_slots, first_slot, last_slot, slots)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (user_id, local_date) DO UPDATE SET count = EXCLUDED.count, sum = EXCLUDED.sum, sum_squares = EXCLUDED.sum_squares,
       min_decimg = EXCLUDED.min_decimg, max_decimg = EXCLUDED.max_decimg, band_counts = EXCLUDED.band_counts,
       histogram = EXCLUDED.histogram, present_slots = EXCLUDED.present_slots, first_slot = EXCLUDED.first_slot,
       last_slot = EXCLUDED.last_slot, slots = EXCLUDED.slots`,
    [
      userId, localDate, day.count, day.sum, day.sumSquares, day.minDecimg, day.maxDecimg, day.bandCounts,
      JSON.stringify(day.histogram), day.presentSlots, day.firstSlot, day.lastSlot, JSON.stringify(tally.slots),
    ],
  );
}
