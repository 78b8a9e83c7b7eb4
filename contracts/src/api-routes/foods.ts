import { z } from 'zod';
import { foodDetailSchema, foodSearchResponseSchema } from '../foods/responses';
import { foodSearchQuerySchema } from '../foods/schemas';
import { hasForbiddenCharacter } from '../shared/text';
import { defineRoute } from './define-route';

/** No food id holds a control character (PostgreSQL refuses NUL) or is this long. */
const FOOD_ID_MAX = 64;
const foodId = z.string().max(FOOD_ID_MAX).refine((id) => !hasForbiddenCharacter(id));

/** The search box sends `q`. */
const foodSearchRequestSchema = z.object({ q: foodSearchQuerySchema.shape.query, pageSize: foodSearchQuerySchema.shape.pageSize });

export const foodRoutes = {
  search: defineRoute({
    method: 'GET',
    path: '/api/foods/search',
    tag: 'Foods',
    summary: 'Search the food catalogue',
    caller: 'person',
    query: foodSearchRequestSchema,
    response: foodSearchResponseSchema,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/foods/:id',
    tag: 'Foods',
    summary: 'Nutrients per 100 g and household measures',
    caller: 'person',
    params: z.object({ id: foodId }),
    notFound: 'Food not found',
    response: foodDetailSchema,
  }),
} as const;
