import type { AuditEntry } from '@glyco/contracts';
import type { RowQuery } from '../engine/row-query';
import { ENTRY_COLUMNS, toEntry } from './query';

/** Every single change of the person's timeline, oldest first, row by row: what the complete export streams. */
export function timelineOldestFirstQuery(userId: string): RowQuery<AuditEntry> {
  return {
    text: `SELECT ${ENTRY_COLUMNS} FROM audit_timeline t WHERE t.user_id = $1 ORDER BY t.position_commit, t.position_prepare`,
    values: [userId],
    present: toEntry,
  };
}
