import { z } from 'zod';
import { defineEvent, type EventOf } from '../../shared/events';
import { ACCESS_TOKEN_ROLES } from './roles';
import { ACCESS_TOKEN_NAME_MAX } from './schemas';

/**
 * On `user-<id>`: the person made a named access token for one app or device. Only `tokenHash`
 * (SHA-256 of the token) is kept, so the token cannot be read back.
 */
export const NightscoutAccessTokenCreated = defineEvent(
  'NightscoutAccessTokenCreated',
  1,
  z.object({
    userId: z.uuid(),
    tokenId: z.uuid(),
    name: z.string().min(1).max(ACCESS_TOKEN_NAME_MAX),
    role: z.enum(ACCESS_TOKEN_ROLES),
    tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
  }),
);

/** On `user-<id>`: the token is refused from now on. */
export const NightscoutAccessTokenRevoked = defineEvent('NightscoutAccessTokenRevoked', 1, z.object({ userId: z.uuid(), tokenId: z.uuid() }));

export const NIGHTSCOUT_ACCESS_TOKEN_EVENTS = [NightscoutAccessTokenCreated, NightscoutAccessTokenRevoked] as const;
export type NightscoutAccessTokenEvent = EventOf<(typeof NIGHTSCOUT_ACCESS_TOKEN_EVENTS)[number]>;
