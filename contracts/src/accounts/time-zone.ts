import { z } from 'zod';
import { PROFILE_MESSAGES } from './messages';
import { isKnownTimeZone } from './time-zone-name';

export { currentTimeZone, isKnownTimeZone } from './time-zone-name';

/**
 * The person's IANA time zone: device-local times in imported files (Clarity, LibreView) are
 * read in it, with its daylight saving rules.
 */
export const timeZoneSchema = z
  .string({ error: PROFILE_MESSAGES.timeZoneInvalid })
  .max(64, PROFILE_MESSAGES.timeZoneInvalid)
  .refine(isKnownTimeZone, PROFILE_MESSAGES.timeZoneInvalid);
