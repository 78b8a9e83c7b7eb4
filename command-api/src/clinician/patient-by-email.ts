import type { User } from '@glyco/contracts';
import { foldHistory, readStreamOrEmpty, type EventStore } from '@glyco/event-store';
import { accountDecider, accountStream } from '../accounts/account';
import { findEmailOwner } from '../accounts/email-claims';

/** Read when no account holds the email, so an unknown email costs the same two stream reads. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/**
 * The patient who holds this email, read from the log as login finds an account: a patient who
 * registered or changed their email a moment ago is found whatever the projector's lag.
 */
export async function findPatientByEmail(store: EventStore, email: string): Promise<User | undefined> {
  const owner = await findEmailOwner(store, email);
  const events = await readStreamOrEmpty(store, accountStream(owner ?? NO_ACCOUNT));
  return foldHistory(accountDecider, events).user;
}
