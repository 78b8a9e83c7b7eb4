import { DAY_MS, DoctorAccessCodeIssued, DoctorAccessRevoked, type EventOf } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { newEvent, type NewEvent } from '@glyco/event-store';
import type { Account } from '../accounts/account';

/** A code to issue, already hashed: the decision never sees the code itself. */
export interface HashedAccessCode {
  codeHash: string;
  salt: string;
}

/** A new code replaces the one in force, whatever its state; it lasts the days the patient chose. */
export function decideIssueAccessCode(account: Account, code: HashedAccessCode, expiresInDays: number, now: Date): NewEvent<EventOf<typeof DoctorAccessCodeIssued>>[] {
  const user = account.user;
  if (!user) throw notFound('Account not found');
  const expiresAt = new Date(now.getTime() + expiresInDays * DAY_MS).toISOString();
  return [newEvent(DoctorAccessCodeIssued, { userId: user.id, ...code, expiresAt })];
}

/** Revoking twice, or with no code issued, records nothing: there is nothing in force to end. */
export function decideRevokeAccess(account: Account): NewEvent<EventOf<typeof DoctorAccessRevoked>>[] {
  const user = account.user;
  if (!user) throw notFound('Account not found');
  if (!user.doctorAccess) return [];
  return [newEvent(DoctorAccessRevoked, { userId: user.id })];
}
