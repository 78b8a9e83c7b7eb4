import { describe, expect, it } from 'vitest';
import { settingsSchema } from './profile-schema';
import { PROFILE_MESSAGES } from './messages';

describe('the time zone of the profile', () => {
  it('takes an IANA zone name and refuses anything else with a clear message', () => {
    expect(settingsSchema.parse({ timeZone: 'America/New_York' })).toEqual({ timeZone: 'America/New_York' });
    const refused = settingsSchema.safeParse({ timeZone: 'Mars/Olympus_Mons' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(PROFILE_MESSAGES.timeZoneInvalid);
  });

  it('leaves the zone as it is when the choice is blank', () => {
    expect(settingsSchema.parse({ timeZone: '' })).toEqual({});
  });
});
