import { GLUCOSE_READING_EVENTS } from '@glyco/contracts';
import type { Projection } from '../engine/projection';
import { applyDailyBatch } from './apply-batch';

/**
 * glucose_daily: per user and local day (by the reading's own time zone) the counts the stats
 * merge. glucose_daily_readings keeps each reading's last contribution, so an update or delete
 * subtracts exactly what it added, and a stale redelivery is skipped by its revision.
 */
export const glucoseDailyProjection: Projection = {
  name: 'glucose_daily',
  version: 1,
  tables: ['glucose_daily', 'glucose_daily_readings'],
  handles: GLUCOSE_READING_EVENTS.map((definition) => definition.type),
  async init({ sql, table, index }) {
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('glucose_daily')} (
      user_id uuid NOT NULL,
      local_date date NOT NULL,
      count integer NOT NULL,
      sum bigint NOT NULL,
      sum_squares bigint NOT NULL,
      min_decimg integer NOT NULL,
      max_decimg integer NOT NULL,
      band_counts integer[] NOT NULL,
      histogram jsonb NOT NULL,
      present_slots integer NOT NULL,
      first_slot bigint NOT NULL,
      last_slot bigint NOT NULL,
      slots jsonb NOT NULL,
      PRIMARY KEY (user_id, local_date)
    )`);
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('glucose_daily_readings')} (
      reading_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      local_date date NOT NULL,
      decimg integer NOT NULL,
      slot bigint NOT NULL,
      taken_at timestamptz NOT NULL,
      timezone_offset_minutes integer NOT NULL,
      live boolean NOT NULL,
      revision bigint NOT NULL
    )`);
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('glucose_daily_readings', 'user_time')} ON ${table('glucose_daily_readings')} (user_id, taken_at) WHERE live`);
  },
  apply: (ctx, event) => applyDailyBatch(ctx, [event]),
  applyBatch: applyDailyBatch,
};
