import { ProfileUpdated, type ProfileChanges } from '@glyco/contracts';
import type { CommandOutcome } from '../commands/handle-command';
import { accessCodeSha256, grantingCodeSha256 } from '../clinician/grant';
import type { SavedAccessCode } from '../sessions/session-revocations';
import type { Account } from './account';

export interface AccessCodeSave {
  state: SavedAccessCode;
  /** The code differs from the one the stream held before this save. */
  changed: boolean;
}

/** The doctor's access code a profile update saved, if it touched the doctor at all. */
export function accessCodeSave(before: Account, outcome: CommandOutcome<Account>): AccessCodeSave | undefined {
  const event = outcome.events.find((candidate) => candidate.type === ProfileUpdated.type);
  const doctor = (event?.data.changes as ProfileChanges | undefined)?.doctor;
  if (!doctor || !outcome.append) return undefined;
  const previous = before.user?.doctor.accessCode ?? '';
  return {
    state: { codeSha256: grantingCodeSha256(doctor.accessCode), revision: outcome.append.nextExpectedRevision },
    changed: accessCodeSha256(previous) !== accessCodeSha256(doctor.accessCode),
  };
}
