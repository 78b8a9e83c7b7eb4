import { ACCOUNT_MESSAGES, AccountDeleted, type DeleteAccount } from '@glyco/contracts';
import { notFound, validationError } from '@glyco/contracts/http/app-errors';
import { foldHistory, handleCommand, newEvent, readStreamOrEmpty, type CommandContext, type EventStore, type PersonKeys } from '@glyco/event-store';
import { deleteImportUploadsOf } from '@glyco/imports';
import { deleteReportsOf } from '@glyco/projections';
import type pg from 'pg';
import type { AccountThrottle } from '../http/account-throttle';
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
 * Records the deletion, ends every way in (sessions, the doctor's access, the uploader secret),
 * frees the email, deletes rendered reports and waiting uploads, and destroys the person's data
 * key: from then on every event holding their data reads back erased. The key goes last, since
 * freeing the email needs to read it.
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
  const deleted = await handleCommand(deps.store, accountStream(userId), accountDecider, context, (state) =>
    state.user ? [newEvent(AccountDeleted, { userId })] : [],
  );
  await deps.revocations.revokeTokens(userId, context.now);
  if (deleted.append) {
    await deps.revocations.keepAccessCode(userId, { codeHash: null, salt: null, expiresAt: null, revision: deleted.append.nextExpectedRevision });
  }
  await revokeUploaderSecret({ store: deps.store, pool: deps.pool }, userId, context);
  await releaseEmail(deps.store, user.email, userId, context);
  await deleteReportsOf(deps.pool, userId);
  await deleteImportUploadsOf(deps.pool, userId);
  await deps.keys.erasePerson(userId);
}
