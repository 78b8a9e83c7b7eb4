import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { TREND_DIRECTIONS } from '../glucose/trend';
import { ALERT_KINDS, ALERT_LEVELS } from './kinds';

/**
 * The events of a person's alerts stream (`alerts-<personId>`). An alert is identified by the id
 * of its raised event's alert (`alertId`); a channel adds its delivery events and nothing else.
 */
const alertRef = { userId: z.uuid(), alertId: z.uuid() };
const instant = z.iso.datetime({ offset: true });

export const AlertRaised = defineEvent(
  'AlertRaised',
  1,
  z.object({
    ...alertRef,
    kind: z.enum(ALERT_KINDS),
    level: z.enum(ALERT_LEVELS),
    /** The reading (or the silence) that raised it. */
    at: instant,
    /** mg/dL; null for no data. */
    valueMgdl: z.number().nullable(),
    direction: z.enum(TREND_DIRECTIONS).optional(),
    /** mg/dL a minute over the last readings, when known. */
    rateMgdlPerMinute: z.number().nullable(),
    /** Raised in the person's quiet hours: recorded, not sent. */
    quiet: z.boolean(),
    /** Raised again after its snooze ran out while its reason still held: the same alert, told again. */
    again: z.boolean().optional(),
    /** Minutes east of UTC in the person's zone then, so Activity tells the times as their clock showed them. */
    timezoneOffsetMinutes: z.number().int().optional(),
  }),
);

export const AlertAcknowledged = defineEvent(
  'AlertAcknowledged',
  1,
  z.object({ ...alertRef, at: instant, by: z.object({ kind: z.enum(['person', 'emergencyContact']), name: z.string() }) }),
);

export const AlertSnoozed = defineEvent('AlertSnoozed', 1, z.object({ ...alertRef, at: instant, until: instant }));

export const AlertResolved = defineEvent('AlertResolved', 1, z.object({ ...alertRef, at: instant }));

/** An urgent low unanswered for `escalateAfterMinutes`: its emergency contacts are told. */
export const AlertEscalated = defineEvent(
  'AlertEscalated',
  1,
  z.object({ ...alertRef, at: instant, contacts: z.array(z.object({ index: z.number().int().min(0), name: z.string() })) }),
);

const delivery = {
  ...alertRef,
  channel: z.string().max(40),
  /** Who it was for, as Activity names them: 'you', or the contact's name. */
  to: z.string().max(200),
  at: instant,
  attempt: z.number().int().min(1),
};
export const AlertDelivered = defineEvent('AlertDelivered', 1, z.object(delivery));
export const AlertDeliveryFailed = defineEvent('AlertDeliveryFailed', 1, z.object({ ...delivery, reason: z.string().max(500) }));

export const ALERT_EVENTS = [AlertRaised, AlertAcknowledged, AlertSnoozed, AlertResolved, AlertEscalated, AlertDelivered, AlertDeliveryFailed] as const;
export type AlertEvent = EventOf<(typeof ALERT_EVENTS)[number]>;
export type AlertRaisedData = z.output<typeof AlertRaised.data>;
