import { AccountDeleted, DoctorAccessCodeIssued, DoctorAccessRevoked, PasswordReset, UserLoggedOut } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import type { Projection } from '@glyco/projections';
import { createSessionRevocationsTable, keepAccessCode, raiseTokensValidAfter, type SavedAccessCode } from './revocations-table';

/**
 * Writes `session_revocations` from the events the revoking routes append, so a route that
 * crashed after its append and before its own write is healed. It declares no versioned table:
 * the table is command-side state (routes write it directly) and every write here is idempotent
 * and order-free, so a replay from the start changes nothing.
 */
export const sessionRevocationsHealer: Projection = {
  name: 'session_revocations',
  version: 1,
  tables: [],
  handles: [UserLoggedOut.type, PasswordReset.type, DoctorAccessCodeIssued.type, DoctorAccessRevoked.type, AccountDeleted.type],
  init: ({ sql }) => createSessionRevocationsTable(sql),
  async apply({ sql }, event) {
    const userId = String(event.data.userId);
    if (event.type === AccountDeleted.type) await raiseTokensValidAfter(sql, userId, event.recordedAt);
    if (typeof event.data.tokensValidAfter === 'string') return raiseTokensValidAfter(sql, userId, new Date(event.data.tokensValidAfter));
    await keepAccessCode(sql, userId, savedAccessCode(event));
  },
};

/** What an issue or a revocation leaves in force. */
export function savedAccessCode(event: Pick<RecordedEvent, 'type' | 'data' | 'revision'>): SavedAccessCode {
  if (event.type !== DoctorAccessCodeIssued.type) return { codeHash: null, salt: null, expiresAt: null, revision: event.revision };
  const data = event.data;
  return { codeHash: String(data.codeHash), salt: String(data.salt), expiresAt: new Date(String(data.expiresAt)), revision: event.revision };
}
