import { GLUCOSE_READING_EVENTS } from '@glyco/contracts';
import type { Projection } from '../engine/projection';
import { applyDailyBatch } from './apply-batch';

/** The merged tally of a day or a month: the columns both tables carry. */
const TALLY_COLUMNS = `count integer NOT NULL, sum bigint NOT NULL, sum_squares bigint NOT NULL, min_decimg integer NOT NULL,
      max_decimg integer NOT NULL, band_counts integer[] NOT NULL, tight_count integer NOT NULL, first_at timestamptz NOT NULL,
      last_at timestamptz NOT NULL, gap_counts jsonb NOT NULL, histogram jsonb NOT NULL`;

/**
 * glucose_daily: per user, local day (by each reading's own time zone) and source ('cgm' or
 * 'meter'), the metrics engine's GlucoseDayDigest. glucose_daily_readings is the list of live
 * readings; a day that only gained readings after its last or before its first is extended from
 * its stored digest, any other day a batch touches is digested again from its readings, so a day always equals
 * digestByLocalDay of its live readings. A stale redelivery is skipped by its stream revision.
 * glucose_monthly rolls each calendar month's days up (tally and value histogram), so the stats
 * of a year merge about a dozen rows. Version 3 adds each day's readings per UTC hour (`hours`), which
 * the charts of long ranges are drawn from; version 4 stores the runs and the hours as flat
 * numbers (see packRuns and HourSums); version 5 keeps each reading's unit and counts it in its
 * band in that unit (a value histogram key per unit, see histogramKeyOf) and whether a reading is a
 * sensor's limit, for the lowest and highest figures.
 */
export const glucoseDailyProjection: Projection = {
  name: 'glucose_daily',
  version: 5,
  tables: ['glucose_daily', 'glucose_daily_readings', 'glucose_monthly'],
  personRows: { glucose_daily: 'user_id', glucose_daily_readings: 'user_id', glucose_monthly: 'user_id' },
  shreddedReadingRows: { glucose_daily_readings: 'taken_at', glucose_daily: 'local_date', glucose_monthly: 'month' },
  handles: GLUCOSE_READING_EVENTS.map((definition) => definition.type),
  async init({ sql, table, index }) {
    // The time of day, the runs and the hours are only ever read whole: json keeps them as sent.
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('glucose_daily')} (
      user_id uuid NOT NULL,
      local_date date NOT NULL,
      source text NOT NULL,
      ${TALLY_COLUMNS},
      time_of_day json NOT NULL,
      runs json NOT NULL,
      hours json NOT NULL,
      PRIMARY KEY (user_id, local_date, source)
    )`);
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('glucose_daily_readings')} (
      reading_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      local_date date NOT NULL,
      source text NOT NULL,
      reading_type text NOT NULL,
      value_mgdl double precision NOT NULL,
      unit text NOT NULL,
      sensor_limit text,
      taken_at timestamptz NOT NULL,
      timezone_offset_minutes integer NOT NULL,
      live boolean NOT NULL,
      revision bigint NOT NULL
    )`);
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('glucose_monthly')} (
      user_id uuid NOT NULL,
      month date NOT NULL,
      source text NOT NULL,
      ${TALLY_COLUMNS},
      PRIMARY KEY (user_id, month, source)
    )`);
    // A touched day's live readings, digested again by every batch.
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('glucose_daily_readings', 'user_day')} ON ${table('glucose_daily_readings')} (user_id, local_date, source) WHERE live`);
  },
  async indexes({ sql, table, index }) {
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('glucose_daily_readings', 'user_time')} ON ${table('glucose_daily_readings')} (user_id, taken_at) WHERE live`);
    // The few readings at a sensor's limit, looked up by every analysis (sensor-limits.ts).
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('glucose_daily_readings', 'user_limits')} ON ${table('glucose_daily_readings')} (user_id, taken_at) WHERE live AND sensor_limit IS NOT NULL`);
  },
  apply: (ctx, event) => applyDailyBatch(ctx, [event]),
  applyBatch: applyDailyBatch,
};
