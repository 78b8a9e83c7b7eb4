import { z } from 'zod';

/** The invitation email to a follower (the `emails` queue): ids only, the worker reads the rest from the log. */
export const followerInvitationEmailJobSchema = z.object({
  kind: z.literal('follower-invitation'),
  personId: z.uuid(),
  invitationId: z.uuid(),
});
export type FollowerInvitationEmailJob = z.infer<typeof followerInvitationEmailJobSchema>;
