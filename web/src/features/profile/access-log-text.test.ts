import { describe, expect, it } from 'vitest';
import { accessEndsText, visitTimeRange } from './access-log-text';

// Built from local times so the expected text holds in any time zone.
const at = (day: number, hour: number, minute: number, second = 0) => new Date(2025, 10, day, hour, minute, second).toISOString();

describe('visitTimeRange', () => {
  it('gives the day once when the visit stays within it', () => {
    expect(visitTimeRange({ startedAt: at(22, 10, 1), lastSeenAt: at(22, 10, 14) })).toBe('Nov 22, 10:01 AM – 10:14 AM');
  });

  it('names the second day of a visit that crossed midnight', () => {
    expect(visitTimeRange({ startedAt: at(22, 23, 50), lastSeenAt: at(23, 0, 10) })).toBe('Nov 22, 11:50 PM – Nov 23, 12:10 AM');
  });

  it('gives a single time when everything happened within a minute', () => {
    expect(visitTimeRange({ startedAt: at(22, 10, 1), lastSeenAt: at(22, 10, 1, 40) })).toBe('Nov 22, 10:01 AM');
  });
});

describe('accessEndsText', () => {
  const running = (expiresAt: string) => ({ startedAt: at(22, 10, 1), expiresAt, revokedAt: null });

  it('tells when a running session ends, with the day if it is not today', () => {
    expect(accessEndsText(running(at(22, 14, 1)), new Date(at(22, 11, 0)))).toBe('Access ends 2:01 PM');
    expect(accessEndsText(running(at(23, 1, 30)), new Date(at(22, 22, 0)))).toBe('Access ends Nov 23, 1:30 AM');
  });

  it('says nothing once the session has ended', () => {
    expect(accessEndsText(running(at(22, 14, 1)), new Date(at(22, 14, 1)))).toBeNull();
  });

  it('says when a code change ended the session early, even while its token would still run', () => {
    const revoked = { startedAt: at(22, 10, 1), expiresAt: at(22, 14, 1), revokedAt: at(22, 10, 20) };
    expect(accessEndsText(revoked, new Date(at(22, 11, 0)))).toBe('Access ended when you issued a new code or revoked access at 10:20 AM');
    expect(accessEndsText({ ...revoked, revokedAt: at(23, 0, 5) }, new Date(at(23, 1, 0)))).toBe('Access ended when you issued a new code or revoked access at Nov 23, 12:05 AM');
  });
});
