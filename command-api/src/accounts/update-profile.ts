import type { ProfileUpdate } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { foldHistory, handleCommand, readStreamOrEmpty, type CommandContext, type CommandOutcome, type EventStore } from '@glyco/event-store';
import { accountDecider, accountStream, type Account } from './account';
import { decideProfileUpdate } from './decide-profile-update';
import { claimEmail, releaseEmail } from './email-claims';

/** A new email is claimed before the profile changes and the old one released after. */
export async function updateProfile(
  store: EventStore,
  userId: string,
  update: ProfileUpdate,
  context: CommandContext,
): Promise<CommandOutcome<Account>> {
  const current = foldHistory(accountDecider, await readStreamOrEmpty(store, accountStream(userId)));
  if (!current.user) throw notFound('Account not found');
  const previousEmail = current.user.email;
  const emailChanges = update.email !== previousEmail;
  if (emailChanges) await claimEmail(store, update.email, userId, context);
  const outcome = await handleCommand(store, accountStream(userId), accountDecider, context, (state) => decideProfileUpdate(state, update));
  if (emailChanges && outcome.state.user?.email === update.email) await releaseEmail(store, previousEmail, userId, context);
  return outcome;
}
