import { z } from 'zod';
import { userSchema, type User } from './user';

/** A user as the API returns it: keyed by `_id`, like every other entity. */
export const userResponseSchema = userSchema.omit({ id: true }).extend({ _id: z.string() });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const authResponseBodySchema = z.object({ token: z.string(), user: userResponseSchema });

export function presentUser(user: User): UserResponse {
  const { id, ...rest } = user;
  // Profiles stored before the bolus calculator existed have no bolusSettings.
  return { _id: id, ...rest, bolusSettings: user.bolusSettings ?? null };
}
