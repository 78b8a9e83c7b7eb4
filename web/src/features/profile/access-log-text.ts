import dayjs from 'dayjs';
import { CLINICIAN_ACCESS_LOG_TEXT, type ClinicianAccessVisit } from '@glyco/contracts';
import { formatShort, formatTime } from '../../lib/format';

/** 'Nov 22, 10:01 AM – 10:14 AM'; the end names its day only when the visit crossed midnight. */
export function visitTimeRange(visit: Pick<ClinicianAccessVisit, 'startedAt' | 'lastSeenAt'>): string {
  const start = dayjs(visit.startedAt);
  const end = dayjs(visit.lastSeenAt);
  if (end.isSame(start, 'minute')) return formatShort(visit.startedAt);
  const endText = end.isSame(start, 'day') ? formatTime(visit.lastSeenAt) : formatShort(visit.lastSeenAt);
  return `${formatShort(visit.startedAt)} – ${endText}`;
}

/**
 * 'Access ends 2:01 PM' while the session can still read; 'Access ended when you issued a new code or revoked access
 * at 10:20 AM' when a code change cut it short; otherwise null.
 */
export function accessEndsText(visit: Pick<ClinicianAccessVisit, 'startedAt' | 'expiresAt' | 'revokedAt'>, now: Date): string | null {
  if (visit.revokedAt) {
    const when = dayjs(visit.revokedAt).isSame(visit.startedAt, 'day') ? formatTime(visit.revokedAt) : formatShort(visit.revokedAt);
    return `${CLINICIAN_ACCESS_LOG_TEXT.accessEndedByCodeChange} ${when}`;
  }
  const expiresAt = dayjs(visit.expiresAt);
  if (!expiresAt.isAfter(now)) return null;
  const when = expiresAt.isSame(now, 'day') ? formatTime(visit.expiresAt) : formatShort(visit.expiresAt);
  return `${CLINICIAN_ACCESS_LOG_TEXT.accessEnds} ${when}`;
}
