import { z } from 'zod';
import { currentBolusSettings } from '../insulin/bolus-calculator/settings';
import { userSchema, type User } from './user';

/** A user as the API returns it: keyed by `_id`, like every other entity. */
export const userResponseSchema = userSchema.omit({ id: true }).extend({ _id: z.string() });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const authResponseBodySchema = z.object({ token: z.string(), user: userResponseSchema });
export type AuthResponseBody = z.infer<typeof authResponseBodySchema>;

export function presentUser(user: User): UserResponse {
  const { id, ...rest } = user;
  // Field by field: a profile stored before codes were issued may still hold one in `doctor`.
  const doctor = { name: user.doctor.name, phone: user.doctor.phone, email: user.doctor.email };
  // Profiles stored before the bolus calculator (or issued codes) existed lack those parts;
  // settings stored before schedules existed are read in today's shape.
  return { _id: id, ...rest, doctor, bolusSettings: currentBolusSettings(user.bolusSettings), doctorAccess: user.doctorAccess ?? null };
}
