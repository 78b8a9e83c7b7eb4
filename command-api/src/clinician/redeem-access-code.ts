import { randomUUID } from 'node:crypto';
import { CLINICIAN_MESSAGES, presentPatientSummary, type ClinicianAccessRequest, type ClinicianAccessResponse } from '@glyco/contracts';
import { unauthorized } from '@glyco/contracts/http/app-errors';
import type { AppendResult, EventStore } from '@glyco/event-store';
import type { AccountThrottle } from '../http/account-throttle';
import { clinicianTokenExpiresAt, type TokenService } from '../http/tokens';
import type { RevocationStore } from '../sessions/session-revocations';
import { clinicianContext, recordAccessStarted } from './access-events';
import { hashAccessCode, newAccessCodeSalt } from './access-code-hash';
import { sameDigest } from '@glyco/runtime';
import { grantOf } from './grant';
import { findPatientByEmail } from './patient-by-email';

export interface RedeemDeps {
  store: EventStore;
  tokens: TokenService;
  throttle: AccountThrottle;
  /** The code last issued, as the route that issued it wrote it, whatever the projector's state. */
  revocations: Pick<RevocationStore, 'accessCode'>;
}

/** Looked up and compared against when there is no patient or no code, so every refusal costs the same work. */
const NO_PATIENT_ID = '00000000-0000-0000-0000-000000000000';
const NO_CODE = { codeHash: hashAccessCode(randomUUID(), newAccessCodeSalt()), salt: newAccessCodeSalt(), expiresAt: new Date(0) };

/**
 * Address limits come before any lookup; the patient-wide limit counts only failures, so the
 * right code gets in from any new address however many guesses came before. An unknown email, a wrong code, an expired or revoked code and a
 * patient without a code all get the same answer after the same work: two stream reads, one
 * indexed lookup, one HMAC and one digest comparison. Nothing here waits for the projector.
 */
export async function redeemAccessCode(
  deps: RedeemDeps,
  input: ClinicianAccessRequest,
  request: { ip: string; correlationId: string; now: Date },
): Promise<{ response: ClinicianAccessResponse; append: AppendResult }> {
  const account = `email:${input.email}`;
  await deps.throttle.admit(account, request.ip);
  const patient = await findPatientByEmail(deps.store, input.email);
  const code = await deps.revocations.accessCode(patient?.id ?? NO_PATIENT_ID);
  const compared = code ?? NO_CODE;
  const codeHash = hashAccessCode(input.accessCode, compared.salt);
  const matches = sameDigest(codeHash, compared.codeHash) && compared.expiresAt > request.now;
  if (!patient || !code || !matches) {
    await deps.throttle.failed(account, request.ip);
    throw unauthorized(CLINICIAN_MESSAGES.invalidEmailOrCode);
  }
  await deps.throttle.succeeded(account, request.ip);

  const accessId = randomUUID();
  const context = clinicianContext(accessId, request.correlationId, request.now);
  const append = await recordAccessStarted(deps.store, { patientId: patient.id, accessId, codeSha256: codeHash }, context);
  const token = deps.tokens.issue({ userId: accessId, role: 'clinician', patientId: patient.id, grant: grantOf(code) }, request.now);
  const expiresAt = clinicianTokenExpiresAt(request.now.getTime()).toISOString();
  return { response: { token, expiresAt, patient: presentPatientSummary(patient) }, append };
}
