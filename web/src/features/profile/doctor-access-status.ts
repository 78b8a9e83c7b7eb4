import { DOCTOR_ACCESS_TEXT, type UserResponse } from '@glyco/contracts';
import { formatFull } from '../../lib/format';

/** 'Active until June 3, 2026 9:14 AM', or why no code lets the doctor in. */
export function doctorAccessStatus(access: UserResponse['doctorAccess'], now: Date): { active: boolean; text: string } {
  if (!access) return { active: false, text: DOCTOR_ACCESS_TEXT.noCode };
  if (Date.parse(access.expiresAt) <= now.getTime()) return { active: false, text: `${DOCTOR_ACCESS_TEXT.expiredOn} ${formatFull(access.expiresAt)}.` };
  return { active: true, text: `${DOCTOR_ACCESS_TEXT.activeUntil} ${formatFull(access.expiresAt)}` };
}
