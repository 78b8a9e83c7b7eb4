import { DAY_MS, DoctorAccessCodeIssued, DoctorAccessRevoked } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import type { NewEvent } from '../commands/handle-command';
import type { Account } from '../accounts/account';


/** A code to issue, already hashed: the decision never sees the code itself. */
export interface HashedAccessCode {
  codeHash: string;
  salt: string;
}

/** A new code replaces the one in force, whatever its state; it lasts the days the patient chose. */
export function decideIssueAccessCode(account: Account, code: HashedAccessCode, expiresInDays: number, now: Date): NewEvent[] {
  const user = account.user;
  if (!user) throw notFound('Account not found');
  const expiresAt = new Date(now.getTime() + expiresInDays * DAY_MS).toISOString();
  return [{ type: DoctorAccessCodeIssued.type, schemaVersion: DoctorAccessCodeIssued.schemaVersion, data: { userId: user.id, ...code, expiresAt } }];
}

/** Revoking twice, or with no code issued, records nothing: there is nothing in force to end. */
export function decideRevokeAccess(account: Account): NewEvent[] {
  const user = account.user;
  if (!user) throw notFound('Account not found');
  if (!user.doctorAccess) return [];
  return [{ type: DoctorAccessRevoked.type, schemaVersion: DoctorAccessRevoked.schemaVersion, data: { userId: user.id } }];
}
