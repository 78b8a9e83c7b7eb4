import { dailyViewQuerySchema, dailyViewSchema } from '../daily-view/schemas';
import { defineRoute } from './define-route';

export const dailyViewRoutes = {
  day: defineRoute({
    method: 'GET',
    path: '/api/daily-view',
    tag: 'Glucose',
    summary: "A day's carbs, boluses (automatic ones marked) and scheduled basal, for the daily view",
    caller: 'person',
    clinicianReadable: true,
    query: dailyViewQuerySchema,
    response: dailyViewSchema,
  }),
} as const;
