import dayjs from 'dayjs';
import type { AuditEntry } from '@glyco/contracts';
import { formatDate } from '../../lib/format';

export interface ActivityDay {
  /** YYYY-MM-DD on the viewer's clock. */
  day: string;
  label: string;
  entries: AuditEntry[];
}

/** Consecutive entries (newest first) of the same local day, under that day's heading. */
export function groupByDay(entries: readonly AuditEntry[]): ActivityDay[] {
  const days: ActivityDay[] = [];
  for (const entry of entries) {
    const day = dayjs(entry.at).format('YYYY-MM-DD');
    const current = days.at(-1);
    if (current?.day === day) current.entries.push(entry);
    else days.push({ day, label: formatDate(entry.at), entries: [entry] });
  }
  return days;
}
