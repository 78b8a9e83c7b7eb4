import {
  acknowledgeByLinkSchema, acknowledgeResponseSchema, alertListQuerySchema, alertListResponseSchema, alertParamsSchema, snoozeAlertSchema, snoozeResponseSchema,
} from '../alerts/responses';
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
  snooze: defineRoute({
    method: 'POST',
    path: '/api/alerts/:id/snooze',
    tag,
    summary: 'Snooze an alert: it is raised again when the snooze ends and its reason still holds (urgent low: 30 minutes at most)',
    caller: 'person',
    params: alertParamsSchema,
    body: snoozeAlertSchema,
    response: snoozeResponseSchema,
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
