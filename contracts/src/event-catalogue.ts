import { USER_EMAIL_EVENTS, USER_EVENTS } from './accounts/events';
import { GLUCOSE_READING_EVENTS, GLUCOSE_RETENTION_EVENTS } from './glucose/events';
import { INSULIN_DOSE_EVENTS } from './insulin/events';
import { TEMP_BASAL_EVENTS } from './temp-basals/events';
import { MEAL_EVENTS } from './meals/events';
import { REPORT_EVENTS } from './reports/events';
import { CLINICIAN_ACCESS_EVENTS } from './clinician/events';
import { FOLLOWER_EVENTS } from './followers/events';
import { IMPORT_EVENTS } from './imports/events';
import { NIGHTSCOUT_EVENTS } from './nightscout/events';
import { NIGHTSCOUT_ACCESS_TOKEN_EVENTS } from './nightscout/access-tokens/events';
import { NIGHTSCOUT_DEVICE_EVENTS } from './nightscout/devicestatus/events';
import { ALERT_EVENTS } from './alerts/events';
import { PUSH_SUBSCRIPTION_EVENTS } from './push/events';
import { parseEvent, type EventOf } from './shared/events';

/** Every event the product records. */
export const ALL_EVENTS = [
  ...USER_EVENTS,
  ...USER_EMAIL_EVENTS,
  ...GLUCOSE_READING_EVENTS,
  ...GLUCOSE_RETENTION_EVENTS,
  ...MEAL_EVENTS,
  ...INSULIN_DOSE_EVENTS,
  ...TEMP_BASAL_EVENTS,
  ...REPORT_EVENTS,
  ...CLINICIAN_ACCESS_EVENTS,
  ...FOLLOWER_EVENTS,
  ...IMPORT_EVENTS,
  ...NIGHTSCOUT_EVENTS,
  ...NIGHTSCOUT_ACCESS_TOKEN_EVENTS,
  ...NIGHTSCOUT_DEVICE_EVENTS,
  ...ALERT_EVENTS,
  ...PUSH_SUBSCRIPTION_EVENTS,
] as const;

export type DomainEvent = EventOf<(typeof ALL_EVENTS)[number]>;
export type DomainEventType = DomainEvent['type'];

export const EVENT_TYPES: readonly DomainEventType[] = ALL_EVENTS.map((definition) => definition.type);

/** A stored or incoming event checked against the catalogue. */
export function parseDomainEvent(event: { type: string; data: unknown }): DomainEvent {
  return parseEvent(ALL_EVENTS, event);
}
