import { CLINICIAN_ACCESS_CODE_MIN_LENGTH } from '../shared/limits';

/** The profile's doctor access code as it is compared: surrounding spaces never count. */
export function normalizeAccessCode(code: string): string {
  return code.trim();
}

/** Only a code of at least CLINICIAN_ACCESS_CODE_MIN_LENGTH characters grants anything. */
export function accessCodeGrantsAccess(code: string): boolean {
  return normalizeAccessCode(code).length >= CLINICIAN_ACCESS_CODE_MIN_LENGTH;
}
