import { ACCOUNT_MESSAGES, AccountDeleted, type DeleteAccount } from '@glyco/contracts';
import { notFound, validationError } from '@glyco/contracts/http/app-errors';
import { foldHistory, handleCommand, newEvent, readStreamOrEmpty, type CommandContext, type EventStore, type PersonKeys } from '@glyco/event-store';
import { deleteImportUploadsOf } from '@glyco/imports';
import { deleteReportsOf } from '@glyco/projections';
import type pg from 'pg';
import type { AccountThrottle } from '../http/account-throttle';
import { forgetTokensOf } from '../nightscout/access-tokens/tokens-table';
import { revokeUploaderSecret } from '../nightscout/secret-commands';
import type { RevocationStore } from '../sessions/session-revocations';
import { accountDecider, accountStream } from './account';
import { releaseEmail } from './email-claims';
import { verifyPassword } from './passwords';

export interface AccountDeletionDeps {
  store: EventStore;
  pool: pg.Pool;
  keys: PersonKeys;
  revocations: RevocationStore;
  throttle: AccountThrottle;
}

/**
 * Ends every way in, then begins the person's erasure: from that moment nothing more of theirs is
 * recorded or saved (a PDF, an import, an email still in flight is refused: `unlessErased` and
 * the event store's guard), and every write of theirs already under way has committed. Only then
 * are the deletion recorded and what they kept outside the log cleared, so nothing saved late
 * escapes it. The data key is destroyed last: from then on every event holding their data reads
 * back erased. A deletion cut short is finished by asking again: beginning the erasure keeps the
 * keys, so the password still checks.
 */
export async function deleteAccount(deps: AccountDeletionDeps, userId: string, input: DeleteAccount, ip: string, context: CommandContext): Promise<void> {
  const throttleKey = `account:${userId}`;
  await deps.throttle.admit(throttleKey, ip);
  const { user, passwordHash } = foldHistory(accountDecider, await readStreamOrEmpty(deps.store, accountStream(userId)));
  if (!user || !passwordHash) throw notFound();
  if (!(await verifyPassword(passwordHash, input.password))) {
    throw validationError(ACCOUNT_MESSAGES.passwordIncorrect, { password: ACCOUNT_MESSAGES.passwordIncorrect });
  }
  await deps.throttle.succeeded(throttleKey, ip);
  await deps.revocations.revokeTokens(userId, context.now);
  await deps.keys.beginErasure(userId);
  const deleted = await handleCommand(deps.store, accountStream(userId), accountDecider, context, (state) =>
    state.user ? [newEvent(AccountDeleted, { userId })] : [],
  );
  if (deleted.append) {
    await deps.revocations.keepAccessCode(userId, { codeHash: null, salt: null, expiresAt: null, revision: deleted.append.nextExpectedRevision });
  }
  await revokeUploaderSecret({ store: deps.store, pool: deps.pool }, userId, context);
  await forgetTokensOf(deps.pool, userId);
  await releaseEmail(deps.store, user.email, userId, context);
  await deleteReportsOf(deps.pool, userId);
  await deleteImportUploadsOf(deps.pool, userId);
  await deps.keys.erasePerson(userId);
}
