import { z } from 'zod';
import { emailField } from '../accounts/fields';
import { requiredString } from '../shared/fields';
import { LIMITS } from '../shared/limits';
import { followerSharesSchema } from './shares';

/** POST /api/followers: invite someone by email (an emergency contact or anyone). */
export const inviteFollowerSchema = z.object({
  email: emailField,
  name: requiredString('Name is required', 'Name', LIMITS.nameMax),
  shares: followerSharesSchema,
  alerts: z.boolean(),
});
export type InviteFollowerRequest = z.output<typeof inviteFollowerSchema>;
export type InviteFollowerInput = z.input<typeof inviteFollowerSchema>;

/** The single-use link's token: the person's id and 256 bits of MAC, base64url (64 characters). */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{64}$/, 'This invitation link is not valid. Ask for a new one.');

/** POST /api/followers/accept: the link's invitation, used by the signed-in follower. */
export const acceptInvitationSchema = z.object({ invitationId: z.uuid(), token: invitationTokenSchema });
export type AcceptInvitationRequest = z.output<typeof acceptInvitationSchema>;

export const invitationParamsSchema = z.object({ invitationId: z.uuid() });
export const followedPersonParamsSchema = z.object({ personId: z.uuid() });
