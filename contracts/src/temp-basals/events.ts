import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { TEMP_BASAL_LIMITS } from './limits';

/**
 * A temporary basal a pump ran: from `timestamp` for `durationMinutes`, either at an absolute
 * `rate` (U/h) or at `percent` of the scheduled rate. A rate of 0 (or 0 %) is a suspend.
 */
const tempBasalState = z
  .object({
    tempBasalId: z.uuid(),
    userId: z.uuid(),
    /** UTC instant it started. */
    timestamp: z.iso.datetime({ offset: true }),
    timezoneOffsetMinutes: z.number().int(),
    durationMinutes: z.number().min(0).max(TEMP_BASAL_LIMITS.durationMinutesMax),
    rate: z.number().min(0).max(TEMP_BASAL_LIMITS.rateMax).optional(),
    percent: z.number().min(0).max(TEMP_BASAL_LIMITS.percentMax).optional(),
    /** The kind of device or app that sent it ('AndroidAPS', 'Loop'). */
    deviceKind: z.string().max(60),
    /** The source's own id (Nightscout identifier, syncIdentifier, pump record), to recognise a resend. */
    externalId: z.string().max(200),
  })
  .refine((data) => (data.rate === undefined) !== (data.percent === undefined), { error: 'A temporary basal has a rate or a percent' });

export const TempBasalLogged = defineEvent('TempBasalLogged', 1, tempBasalState);

export const TempBasalDeleted = defineEvent('TempBasalDeleted', 1, z.object({ tempBasalId: z.uuid(), userId: z.uuid() }));

export const TEMP_BASAL_EVENTS = [TempBasalLogged, TempBasalDeleted] as const;
export type TempBasalEvent = EventOf<(typeof TEMP_BASAL_EVENTS)[number]>;
export type TempBasalLoggedData = z.output<typeof TempBasalLogged.data>;
