import { z } from 'zod';
import { GLUCOSE_UNITS } from '../glucose/enums';
import { followerSharesSchema } from './shares';

/** 201 of POST /api/followers: the invitation and its link (also mailed), shown this once. */
export const inviteFollowerResponseSchema = z.object({ invitationId: z.uuid(), link: z.string() });
export type InviteFollowerResponse = z.infer<typeof inviteFollowerResponseSchema>;

export const FOLLOWER_STATUSES = ['invited', 'following'] as const;

/** One follower as the person sees them: who, what they may see, and when they last looked. */
export const followerSchema = z.object({
  invitationId: z.uuid(),
  name: z.string(),
  email: z.string(),
  shares: followerSharesSchema,
  alerts: z.boolean(),
  status: z.enum(FOLLOWER_STATUSES),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** ISO instant of the follower's last read of the person's data, or null. */
  lastViewedAt: z.string().nullable(),
});
export type Follower = z.infer<typeof followerSchema>;

/** GET /api/followers: the signed-in person's followers and open invitations, newest first. */
export const followerListSchema = z.object({ followers: z.array(followerSchema) });
export type FollowerList = z.infer<typeof followerListSchema>;

/** A person the signed-in account follows, with what a read-only view needs to show them. */
export const followedPersonSchema = z.object({
  personId: z.uuid(),
  name: z.string(),
  glucoseUnit: z.enum(GLUCOSE_UNITS),
  targetGlucoseRange: z.object({ min: z.number(), max: z.number() }),
  shares: followerSharesSchema,
  alerts: z.boolean(),
});
export type FollowedPerson = z.infer<typeof followedPersonSchema>;

/** GET /api/following: the people the signed-in account follows. */
export const followingListSchema = z.object({ people: z.array(followedPersonSchema) });
export type FollowingList = z.infer<typeof followingListSchema>;

/** 201 of POST /api/followers/accept: whom the account now follows. */
export const acceptInvitationResponseSchema = z.object({ person: followedPersonSchema });
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;

/** 201 of POST /api/following/:personId/session: a read-only token for one followed person. */
export const followerSessionResponseSchema = z.object({ token: z.string(), expiresAt: z.string(), person: followedPersonSchema });
export type FollowerSessionResponse = z.infer<typeof followerSessionResponseSchema>;
