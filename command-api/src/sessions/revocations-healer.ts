import { PasswordReset, ProfileUpdated, UserLoggedOut, type ProfileChanges } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/contracts/event-store';
import type { Projection } from '@glyco/projections';
import { grantingCodeSha256 } from '../clinician/grant';
import { createSessionRevocationsTable, keepAccessCode, raiseTokensValidAfter } from './revocations-table';

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
  handles: [UserLoggedOut.type, PasswordReset.type, ProfileUpdated.type],
  init: ({ sql }) => createSessionRevocationsTable(sql),
  async apply({ sql }, event) {
    const userId = String(event.data.userId);
    if (typeof event.data.tokensValidAfter === 'string') return raiseTokensValidAfter(sql, userId, new Date(event.data.tokensValidAfter));
    const code = savedAccessCode(event);
    if (code !== undefined) await keepAccessCode(sql, userId, { codeSha256: grantingCodeSha256(code), revision: event.revision }, false);
  },
};

function savedAccessCode(event: RecordedEvent): string | undefined {
  if (event.type !== ProfileUpdated.type) return undefined;
  return (event.data.changes as ProfileChanges).doctor?.accessCode;
}
