import { defineRoute } from './define-route';
import { accessTokenListSchema, accessTokenParamsSchema, createAccessTokenSchema, createdAccessTokenSchema } from '../nightscout/access-tokens/schemas';
import { ACCESS_TOKEN_MESSAGES } from '../nightscout/access-tokens/messages';

const tag = 'Nightscout';

/** The person's own access tokens (Profile > Uploads); a clinician never reaches them. */
export const nightscoutAccessTokenRoutes = {
  list: defineRoute({ method: 'GET', path: '/api/nightscout/access-tokens', tag, summary: 'Access tokens, with when each was last used', caller: 'person', response: accessTokenListSchema }),
  create: defineRoute({
    method: 'POST',
    path: '/api/nightscout/access-tokens',
    tag,
    summary: 'Make a named access token with a role (the token is shown only in this answer)',
    caller: 'person',
    body: createAccessTokenSchema,
    response: createdAccessTokenSchema,
    status: 201,
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/api/nightscout/access-tokens/:id',
    tag,
    summary: 'Revoke one access token: it is refused at once',
    caller: 'person',
    params: accessTokenParamsSchema,
    notFound: ACCESS_TOKEN_MESSAGES.notFound,
    status: 204,
  }),
} as const;
