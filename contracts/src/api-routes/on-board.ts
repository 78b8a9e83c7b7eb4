import { onBoardSchema } from '../on-board/schemas';
import { defineRoute } from './define-route';

export const onBoardRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/on-board',
    tag: 'Insulin',
    summary: "Insulin and carbs on board now and over the next hours; a loop's own recent figures when it uploads them",
    caller: 'person',
    clinicianReadable: true,
    // Summed from doses and meals: a follower reads it only where the person shares those.
    followerReadable: 'mealsAndDoses',
    response: onBoardSchema,
  }),
} as const;
