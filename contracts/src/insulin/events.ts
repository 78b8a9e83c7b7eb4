import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { DOSE_DELIVERIES, INJECTION_SITES, INSULIN_TYPES } from './enums';

const doseState = {
  doseId: z.uuid(),
  userId: z.uuid(),
  insulinType: z.enum(INSULIN_TYPES),
  units: z.number().positive(),
  brand: z.string(),
  /** UTC instant of the injection. */
  timestamp: z.iso.datetime({ offset: true }),
  timezoneOffsetMinutes: z.number().int(),
  injectionSite: z.enum(INJECTION_SITES),
  relatedMealId: z.uuid().optional(),
  notes: z.string(),
  /** The kind of device or app it came from, for imported and uploaded records. */
  deviceKind: z.string().max(60).optional(),
  /** The source's own id (Nightscout identifier, syncIdentifier, pump id), to recognise a resend. */
  externalId: z.string().max(200).optional(),
  /** Given by a pump (on the loop's own or asked): absent for a dose typed in by hand. */
  delivery: z.enum(DOSE_DELIVERIES).optional(),
};

export const InsulinDoseLogged = defineEvent('InsulinDoseLogged', 1, z.object(doseState));

/** A correction: the dose's full new state. */
export const InsulinDoseUpdated = defineEvent('InsulinDoseUpdated', 1, z.object(doseState));

export const InsulinDoseDeleted = defineEvent('InsulinDoseDeleted', 1, z.object({ doseId: z.uuid(), userId: z.uuid() }));

export const INSULIN_DOSE_EVENTS = [InsulinDoseLogged, InsulinDoseUpdated, InsulinDoseDeleted] as const;
export type InsulinDoseEvent = EventOf<(typeof INSULIN_DOSE_EVENTS)[number]>;
export type InsulinDoseLoggedData = z.output<typeof InsulinDoseLogged.data>;
export type InsulinDoseUpdatedData = z.output<typeof InsulinDoseUpdated.data>;
export type InsulinDoseDeletedData = z.output<typeof InsulinDoseDeleted.data>;
