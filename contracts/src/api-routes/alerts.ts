import { acknowledgeByLinkSchema, acknowledgeResponseSchema, alertListQuerySchema, alertListResponseSchema, alertParamsSchema } from '../alerts/responses';
import { defineRoute } from './define-route';

const tag = 'Alerts';

export const alertRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/alerts',
    tag,
    summary: 'The alerts in force (?status=active) or all of them (?status=all), newest first, each with who answered and every delivery',
    caller: 'person',
    clinicianReadable: true,
    followerReadable: 'glucose',
    query: alertListQuerySchema,
    response: alertListResponseSchema,
  }),
  acknowledge: defineRoute({
    method: 'POST',
    path: '/api/alerts/:id/acknowledge',
    tag,
    summary: 'Answer an alert: it stops its escalation to the emergency contacts',
    caller: 'person',
    params: alertParamsSchema,
    response: acknowledgeResponseSchema,
    notFound: 'No such alert.',
  }),
  acknowledgeByLink: defineRoute({
    method: 'POST',
    path: '/api/alerts/acknowledge',
    tag,
    summary: "An emergency contact answers an escalated alert with the email's single-use link",
    caller: 'public',
    body: acknowledgeByLinkSchema,
    response: acknowledgeResponseSchema,
  }),
} as const;
