import { generateAccessCode, type DoctorAccessCodeResponse } from '@glyco/contracts';
import { handleCommand, type CommandContext, type CommandOutcome, type EventStore } from '@glyco/event-store';
import { accountDecider, accountStream, type Account } from '../accounts/account';
import type { RevocationStore } from '../sessions/session-revocations';
import { savedAccessCode } from '../sessions/revocations-healer';
import { hashAccessCode, newAccessCodeSalt } from './access-code-hash';
import { decideIssueAccessCode, decideRevokeAccess } from './decide-doctor-access';

/**
 * Issues a new code and returns it: the only time it exists outside the doctor's hands. It is in
 * force, and the previous code's sessions are over, when this resolves, whatever the projector's state.
 */
export async function issueAccessCode(
  store: EventStore,
  revocations: RevocationStore,
  userId: string,
  expiresInDays: number,
  context: CommandContext,
): Promise<{ response: DoctorAccessCodeResponse; outcome: CommandOutcome<Account> }> {
  const code = generateAccessCode();
  const salt = newAccessCodeSalt();
  const outcome = await handleCommand(store, accountStream(userId), accountDecider, context, (state) =>
    decideIssueAccessCode(state, { codeHash: hashAccessCode(code, salt), salt }, expiresInDays, context.now),
  );
  await keepInForce(revocations, userId, outcome);
  return { response: { code, expiresAt: outcome.state.user!.doctorAccess!.expiresAt }, outcome };
}

/** Ends the doctor's access; every open clinician session is refused once this resolves. */
export async function revokeAccess(store: EventStore, revocations: RevocationStore, userId: string, context: CommandContext): Promise<CommandOutcome<Account>> {
  const outcome = await handleCommand(store, accountStream(userId), accountDecider, context, decideRevokeAccess);
  await keepInForce(revocations, userId, outcome);
  return outcome;
}

async function keepInForce(revocations: RevocationStore, userId: string, outcome: CommandOutcome<Account>): Promise<void> {
  const [event] = outcome.events;
  if (!event || !outcome.append) return;
  await revocations.keepAccessCode(userId, savedAccessCode({ ...event, revision: outcome.append.nextExpectedRevision }));
}
