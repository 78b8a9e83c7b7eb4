import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';

/**
 * On `user-<id>`: the person made a new uploader secret; it replaces any earlier one. Only
 * `secretHash` is kept: SHA-256 of the secret's SHA-1 hex (what Nightscout clients send as
 * `api-secret`), so neither the secret nor the header that works like it can be read back.
 */
export const NightscoutSecretSet = defineEvent(
  'NightscoutSecretSet',
  1,
  z.object({ userId: z.uuid(), secretHash: z.string().regex(/^[0-9a-f]{64}$/) }),
);

/** On `user-<id>`: uploads are off; no secret names the person until a new one is made. */
export const NightscoutSecretRevoked = defineEvent('NightscoutSecretRevoked', 1, z.object({ userId: z.uuid() }));

export const NIGHTSCOUT_EVENTS = [NightscoutSecretSet, NightscoutSecretRevoked] as const;
export type NightscoutEvent = EventOf<(typeof NIGHTSCOUT_EVENTS)[number]>;
