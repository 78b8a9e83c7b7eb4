import { acceptInvitationSchema, followedPersonParamsSchema, invitationParamsSchema, inviteFollowerSchema } from '../followers/schemas';
import {
  acceptInvitationResponseSchema, followerListSchema, followerSessionResponseSchema, followingListSchema, inviteFollowerResponseSchema,
} from '../followers/responses';
import { defineRoute } from './define-route';

const tag = 'Followers';

export const followerRoutes = {
  invite: defineRoute({
    method: 'POST',
    path: '/api/followers',
    tag,
    summary: 'Invite a follower by email (a single-use link is mailed, and answered once)',
    caller: 'person',
    body: inviteFollowerSchema,
    response: inviteFollowerResponseSchema,
    status: 201,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/followers',
    tag,
    summary: "The signed-in person's followers and open invitations: what each may see and when each last looked",
    caller: 'person',
    response: followerListSchema,
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/api/followers/:invitationId',
    tag,
    summary: "End a follower's access or withdraw an invitation: the next request of that follower is refused",
    caller: 'person',
    params: invitationParamsSchema,
    status: 204,
    notFound: 'No such follower.',
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/api/followers/accept',
    tag,
    summary: "Accept an invitation's single-use link with the signed-in account",
    caller: 'person',
    body: acceptInvitationSchema,
    response: acceptInvitationResponseSchema,
    status: 201,
  }),
  following: defineRoute({
    method: 'GET',
    path: '/api/following',
    tag,
    summary: 'The people the signed-in account follows',
    caller: 'person',
    response: followingListSchema,
  }),
  session: defineRoute({
    method: 'POST',
    path: '/api/following/:personId/session',
    tag,
    summary: 'A read-only follower token for one followed person (it also opens their live stream)',
    caller: 'person',
    params: followedPersonParamsSchema,
    response: followerSessionResponseSchema,
    status: 201,
    notFound: 'You do not follow this person.',
  }),
} as const;
