import { describe, expect, it } from 'vitest';
import { doctorAccessStatus } from './doctor-access-status';

const now = new Date('2026-03-01T12:00:00');

describe('doctorAccessStatus', () => {
  it('says until when a code is active, when the last one expired, or that none is', () => {
    expect(doctorAccessStatus({ expiresAt: new Date('2026-03-31T12:00:00').toISOString() }, now)).toEqual({ active: true, text: 'Active until March 31, 2026 12:00 PM' });
    expect(doctorAccessStatus({ expiresAt: new Date('2026-02-28T09:30:00').toISOString() }, now)).toEqual({
      active: false,
      text: 'Your last code expired on February 28, 2026 9:30 AM.',
    });
    expect(doctorAccessStatus(null, now)).toEqual({ active: false, text: 'No code is active: your doctor cannot open your data.' });
  });
});
