import { z } from 'zod';
import { LIMITS } from '../shared/limits';
import { hasForbiddenCharacter } from '../shared/text';
import { NIGHTSCOUT_MESSAGES } from './messages';

/** Uploaders send numbers, numeric strings ("120", as Spike and older xDrip+ do) or null. */
export const numberLike = z
  .union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)], { error: NIGHTSCOUT_MESSAGES.numberInvalid })
  .nullish();

/** Text of a document: bounded, and with no control character or lone surrogate, which no id or name holds. */
const boundedText = (max: number) =>
  z
    .string({ error: NIGHTSCOUT_MESSAGES.textInvalid })
    .max(max, { error: NIGHTSCOUT_MESSAGES.textTooLong })
    .refine((value) => !hasForbiddenCharacter(value), { error: NIGHTSCOUT_MESSAGES.controlCharacters });
const text = (max: number) => boundedText(max).nullish();

/**
 * A Nightscout entry (collection `entries`) as uploaders post it and the API and its export give
 * it back: `sgv` from a CGM, `mbg` from a meter, `cal` and others which Glyco does not keep.
 * Unknown fields (delta, filtered, unfiltered, rssi, sysTime...) are allowed and dropped.
 */
export const nightscoutEntrySchema = z.looseObject({
  _id: text(100),
  type: text(30),
  sgv: numberLike,
  mbg: numberLike,
  /** Milliseconds since the epoch. */
  date: numberLike,
  dateString: text(40),
  sysTime: text(40),
  direction: text(30),
  trend: numberLike,
  device: text(200),
  noise: numberLike,
  /** Minutes east of UTC where it was measured (AndroidAPS sends it). */
  utcOffset: numberLike,
});
export type NightscoutEntry = z.output<typeof nightscoutEntrySchema>;

/**
 * A Nightscout treatment (collection `treatments`): boluses, carbs, temp basals, notes...
 * Identity fields follow the clients: `identifier` (Nightscout v3, AndroidAPS), `syncIdentifier`
 * (Loop, Trio), `pumpId` + `pumpType` + `pumpSerial` (AndroidAPS pump history).
 */
export const nightscoutTreatmentSchema = z.looseObject({
  _id: text(100),
  eventType: text(60),
  created_at: text(40),
  eventTime: text(40),
  /** Milliseconds since the epoch (AndroidAPS sends it beside created_at). */
  date: numberLike,
  mills: numberLike,
  /** ISO text, or milliseconds since the epoch as xDrip+ sends it. */
  timestamp: z.union([z.number(), boundedText(40)]).nullish(),
  insulin: numberLike,
  carbs: numberLike,
  glucose: numberLike,
  glucoseType: text(30),
  units: text(10),
  enteredBy: text(200),
  identifier: text(200),
  syncIdentifier: text(200),
  pumpId: z.union([z.number(), boundedText(100)]).nullish(),
  pumpType: text(100),
  pumpSerial: text(100),
  notes: text(LIMITS.notesMax),
  utcOffset: numberLike,
  /** AndroidAPS marks a record it deleted as invalid instead of removing it. */
  isValid: z.boolean().nullish(),
  /** A dose the loop gave on its own: OpenAPS's and AndroidAPS's super micro bolus, Loop's automatic bolus. */
  automatic: z.boolean().nullish(),
  isSMB: z.boolean().nullish(),
  /** AndroidAPS's bolus type: 'SMB', 'NORMAL', 'PRIMING'. */
  type: text(30),
});
export type NightscoutTreatment = z.output<typeof nightscoutTreatmentSchema>;

/** What POST /entries and POST /treatments accept: one document or an array of them. */
export const NIGHTSCOUT_UPLOAD_MAX_ITEMS = 10_000;
export const nightscoutUploadSchema = z
  .union([z.array(z.unknown()), z.record(z.string(), z.unknown())], { error: NIGHTSCOUT_MESSAGES.bodyInvalid })
  .transform((body) => (Array.isArray(body) ? body : [body]))
  .pipe(z.array(z.unknown()).max(NIGHTSCOUT_UPLOAD_MAX_ITEMS, { error: NIGHTSCOUT_MESSAGES.tooManyItems }));
