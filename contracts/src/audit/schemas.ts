import { z } from 'zod';
import { isBlankInput, pageSize } from '../shared/fields';
import { AUDIT_ENTITY_TYPES, AUDIT_PAGE_SIZE_DEFAULT, AUDIT_PAGE_SIZE_MAX } from './enums';
import { AUDIT_MESSAGES } from './messages';

/** `<commit>-<prepare>` of the last entry shown; clients pass back `nextBefore` as they got it. 18 digits stay within PostgreSQL's bigint. */
const cursorPattern = /^\d{1,18}-\d{1,18}$/;

const blankAsMissing = (value: unknown) => (isBlankInput(value) ? undefined : value);

/** GET /api/audit: newest first, one page before a cursor, optionally one kind, one entity or one group's records. */
export const auditQuerySchema = z.object({
  limit: pageSize(AUDIT_PAGE_SIZE_DEFAULT, AUDIT_PAGE_SIZE_MAX),
  before: z.preprocess(blankAsMissing, z.string({ error: AUDIT_MESSAGES.cursorInvalid }).regex(cursorPattern, AUDIT_MESSAGES.cursorInvalid).optional()),
  /** One kind, or several separated by commas (`profile,account`). */
  entityType: z.preprocess(
    (value) => (isBlankInput(value) ? undefined : String(value).split(',')),
    z.array(z.enum(AUDIT_ENTITY_TYPES, { error: `Entity type must be one of: ${AUDIT_ENTITY_TYPES.join(', ')}` })).optional(),
  ),
  entityId: z.preprocess(blankAsMissing, z.uuid({ error: AUDIT_MESSAGES.entityIdInvalid }).optional()),
  /** The records of one grouped entry, instead of the grouped timeline. */
  group: z.preprocess(blankAsMissing, z.uuid({ error: AUDIT_MESSAGES.groupInvalid }).optional()),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** The position of an entry in the event log, as a cursor. */
export function auditCursor(position: { commit: string | bigint; prepare: string | bigint }): string {
  return `${position.commit}-${position.prepare}`;
}

export function parseAuditCursor(cursor: string): { commit: string; prepare: string } {
  const [commit = '0', prepare = '0'] = cursor.split('-');
  return { commit, prepare };
}
