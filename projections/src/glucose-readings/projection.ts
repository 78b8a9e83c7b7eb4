import { GLUCOSE_READING_EVENTS } from '@glyco/contracts';
import type { Projection } from '../engine/projection';
import { applyReadingsBatch, readingsBatchStatements } from './apply-batch';

/**
 * glucose_readings: one row per live reading, as the list and the Nightscout entries return it
 * (version 2 added the trend arrow and the uploading device, so Nightscout followers read the
 * same rows instead of a copy of their own; version 3 keeps a sensor limit, 'below' or 'above',
 * so a list shows 'below 40' rather than the stored 39). A delete removes the row
 * and leaves its id in glucose_reading_deletions, so neither a redelivered older state nor a
 * redelivered log brings a reading back; among live rows the stream revision decides.
 */
export const glucoseReadingsProjection: Projection = {
  name: 'glucose_readings',
  version: 3,
  tables: ['glucose_readings', 'glucose_reading_deletions'],
  personRows: { glucose_readings: 'user_id' },
  shreddedReadingRows: { glucose_readings: 'taken_at' },
  handles: GLUCOSE_READING_EVENTS.map((definition) => definition.type),
  async init({ sql, table }) {
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('glucose_readings')} (
      reading_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      value_mgdl double precision NOT NULL,
      entered_value double precision NOT NULL,
      entered_unit text NOT NULL,
      taken_at timestamptz NOT NULL,
      timezone_offset_minutes integer NOT NULL,
      meal_context text NOT NULL,
      reading_type text NOT NULL,
      feeling text NOT NULL,
      notes text NOT NULL,
      tags text[] NOT NULL,
      direction text,
      device text,
      sensor_limit text,
      revision bigint NOT NULL
    )`);
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('glucose_reading_deletions')} (reading_id uuid PRIMARY KEY, revision bigint NOT NULL)`);
  },
  async indexes({ sql, table, index }) {
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('glucose_readings', 'user_time')} ON ${table('glucose_readings')} (user_id, taken_at DESC, reading_id DESC)`);
  },
  apply: (ctx, event) => applyReadingsBatch(ctx, [event]),
  applyBatch: applyReadingsBatch,
  batchStatements: readingsBatchStatements,
};
