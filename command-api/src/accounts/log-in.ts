import { ACCOUNT_MESSAGES, type Login } from '@glyco/contracts';
import { unauthorized } from '@glyco/contracts/http/app-errors';
import { foldHistory, readStreamOrEmpty, type EventStore } from '@glyco/event-store';
import type { AccountThrottle } from '../http/account-throttle';
import { accountDecider, accountStream, type Account } from './account';
import { findEmailOwner } from './email-claims';
import { verifyAgainstDummy, verifyPassword } from './passwords';

/** Limits come before any hashing; an unknown email and a wrong password look the same. */
export async function logIn(store: EventStore, throttle: AccountThrottle, input: Login, ip: string): Promise<Account> {
  const account = `email:${input.email}`;
  await throttle.admit(account, ip);
  const owner = await findEmailOwner(store, input.email);
  const state = owner ? foldHistory(accountDecider, await readStreamOrEmpty(store, accountStream(owner))) : undefined;
  const passwordHash = state?.passwordHash;
  const valid = passwordHash ? await verifyPassword(passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!valid || !state?.user) throw unauthorized(ACCOUNT_MESSAGES.invalidCredentials);
  await throttle.succeeded(account, ip);
  return state;
}
