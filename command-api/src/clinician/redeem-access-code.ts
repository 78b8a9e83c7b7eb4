import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  ACCOUNT_MESSAGES,
  CLINICIAN_MESSAGES,
  accessCodeGrantsAccess,
  presentPatientSummary,
  type ClinicianAccessRequest,
  type ClinicianAccessResponse,
} from '@glyco/contracts';
import { rateLimited, unauthorized } from '@glyco/contracts/http/app-errors';
import type { AppendResult, EventStore } from '@glyco/contracts/event-store';
import { findUserByEmail } from '@glyco/projections/users/query';
import type { RateLimiter } from '../http/rate-limiter';
import { clinicianTokenExpiresAt, type TokenService } from '../http/tokens';
import { clinicianContext, recordAccessStarted } from './access-events';
import { accessCodeSha256, grantOf, sameHex } from './grant';

export interface ClinicianAccessLimiters {
  perPatient: RateLimiter;
  perIp: RateLimiter;
}

export interface RedeemDeps {
  store: EventStore;
  pool: pg.Pool;
  tokens: TokenService;
  limiters: ClinicianAccessLimiters;
}

/** Compared against when there is no code to compare, so every refusal costs the same work. */
const NO_CODE_DIGEST = accessCodeSha256(randomBytes(32).toString('hex'));

/**
 * Rate limits come before any lookup. An unknown email, a wrong code and a patient without a
 * valid code all get the same answer after the same work: one lookup and one digest comparison.
 */
export async function redeemAccessCode(
  deps: RedeemDeps,
  input: ClinicianAccessRequest,
  request: { ip: string; correlationId: string; now: Date },
): Promise<{ response: ClinicianAccessResponse; append: AppendResult }> {
  const checks = await Promise.all([deps.limiters.perIp.hit(`ip:${request.ip}`), deps.limiters.perPatient.hit(`email:${input.email}`)]);
  for (const check of checks) {
    if (!check.allowed) throw rateLimited(ACCOUNT_MESSAGES.tooManyLoginAttempts, check.retryAfterSeconds);
  }
  const patient = await findUserByEmail(deps.pool, input.email);
  const storedCode = patient?.doctor.accessCode ?? '';
  const grants = accessCodeGrantsAccess(storedCode);
  const codeSha256 = accessCodeSha256(input.accessCode);
  const matches = sameHex(codeSha256, grants ? accessCodeSha256(storedCode) : NO_CODE_DIGEST);
  if (!patient || !grants || !matches) throw unauthorized(CLINICIAN_MESSAGES.invalidEmailOrCode);
  await deps.limiters.perPatient.reset(`email:${input.email}`);

  const accessId = randomUUID();
  const context = clinicianContext(accessId, request.correlationId, request.now);
  const append = await recordAccessStarted(deps.store, { patientId: patient.id, accessId, codeSha256 }, context);
  const token = deps.tokens.issue({ userId: accessId, role: 'clinician', patientId: patient.id, grant: grantOf(codeSha256) }, request.now);
  const expiresAt = clinicianTokenExpiresAt(request.now.getTime()).toISOString();
  return { response: { token, expiresAt, patient: presentPatientSummary(patient) }, append };
}
