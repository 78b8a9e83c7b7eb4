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

/** 'Access ends 2:01 PM' while the session can still read, otherwise null. */
export function accessEndsText(visit: Pick<ClinicianAccessVisit, 'expiresAt'>, now: Date): string | null {
  const expiresAt = dayjs(visit.expiresAt);
  if (!expiresAt.isAfter(now)) return null;
  const when = expiresAt.isSame(now, 'day') ? formatTime(visit.expiresAt) : formatShort(visit.expiresAt);
  return `${CLINICIAN_ACCESS_LOG_TEXT.accessEnds} ${when}`;
}
