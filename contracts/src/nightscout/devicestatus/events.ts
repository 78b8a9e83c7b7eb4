import { z } from 'zod';
import { defineEvent, type EventOf } from '../../shared/events';

/** A Nightscout document as an uploader sent it: kept whole, so followers read back what was sent. */
const documentSchema = z.record(z.string(), z.unknown());

/**
 * On `nightscout-devicestatus-<statusId>`: the loop, pump and phone state an uploader (Loop,
 * Trio, AndroidAPS, xDrip+) reported at `createdAt`. The id derives from the person, the device
 * and the time, so a resent status is the same stream and is recorded once.
 */
export const NightscoutDeviceStatusReported = defineEvent(
  'NightscoutDeviceStatusReported',
  1,
  z.object({ userId: z.uuid(), statusId: z.uuid(), device: z.string(), createdAt: z.iso.datetime({ offset: true }), document: documentSchema }),
);

/**
 * On `nightscout-profile-<profileId>`: therapy settings a loop uploaded (`defaultProfile`, `store`
 * of basal, carb ratio, sensitivity, targets, DIA, units, zone), in force from `startDate`.
 */
export const NightscoutProfileStored = defineEvent(
  'NightscoutProfileStored',
  1,
  z.object({ userId: z.uuid(), profileId: z.uuid(), startDate: z.iso.datetime({ offset: true }), document: documentSchema }),
);

export const NIGHTSCOUT_DEVICE_EVENTS = [NightscoutDeviceStatusReported, NightscoutProfileStored] as const;
export type NightscoutDeviceEvent = EventOf<(typeof NIGHTSCOUT_DEVICE_EVENTS)[number]>;

export const deviceStatusStreamOf = (statusId: string) => `nightscout-devicestatus-${statusId}`;
export const profileStreamOf = (profileId: string) => `nightscout-profile-${profileId}`;
