import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { FEELINGS, GLUCOSE_UNITS, MEAL_CONTEXTS, READING_TYPES } from './enums';
import { SENSOR_LIMITS } from '../imports/records';
import { TREND_DIRECTIONS } from './trend';

const readingState = {
  readingId: z.uuid(),
  userId: z.uuid(),
  /** Canonical value in mg/dL, unrounded. */
  valueMgdl: z.number().positive(),
  /** What the person typed, in their unit. */
  entered: z.object({ value: z.number(), unit: z.enum(GLUCOSE_UNITS) }),
  /** UTC instant of the reading. */
  timestamp: z.iso.datetime({ offset: true }),
  /** Minutes east of UTC where the reading was taken, for local-day views. */
  timezoneOffsetMinutes: z.number().int(),
  mealContext: z.enum(MEAL_CONTEXTS),
  readingType: z.enum(READING_TYPES),
  feeling: z.enum(FEELINGS),
  notes: z.string(),
  tags: z.array(z.string()),
  /** Set when the sensor showed 'Low' or 'High': the value is the sensor's limit, not a measurement. */
  sensorLimit: z.enum(SENSOR_LIMITS).optional(),
  /** The kind of device that measured it ('Dexcom G6'), for imported and uploaded readings. */
  deviceKind: z.string().max(60).optional(),
  /** The CGM's trend arrow, for uploaded readings (Nightscout followers show it). */
  direction: z.enum(TREND_DIRECTIONS).optional(),
};

export const GlucoseReadingLogged = defineEvent('GlucoseReadingLogged', 1, z.object(readingState));

/** A correction: the reading's full new state. */
export const GlucoseReadingUpdated = defineEvent('GlucoseReadingUpdated', 1, z.object(readingState));

export const GlucoseReadingDeleted = defineEvent('GlucoseReadingDeleted', 1, z.object({ readingId: z.uuid(), userId: z.uuid() }));

export const GLUCOSE_READING_EVENTS = [GlucoseReadingLogged, GlucoseReadingUpdated, GlucoseReadingDeleted] as const;

/**
 * On `glucose_retention-readings`: the month keys of every reading taken before `before` were
 * destroyed (RETENTION_DAYS), so those readings read back erased; read models drop their rows.
 */
export const GlucoseReadingsShredded = defineEvent(
  'GlucoseReadingsShredded',
  1,
  z.object({ before: z.iso.datetime({ offset: true }), retentionDays: z.number().int().min(1) }),
);
export const GLUCOSE_RETENTION_EVENTS = [GlucoseReadingsShredded] as const;
export type GlucoseReadingEvent = EventOf<(typeof GLUCOSE_READING_EVENTS)[number]>;
export type GlucoseReadingLoggedData = z.output<typeof GlucoseReadingLogged.data>;
export type GlucoseReadingUpdatedData = z.output<typeof GlucoseReadingUpdated.data>;
export type GlucoseReadingDeletedData = z.output<typeof GlucoseReadingDeleted.data>;
