import { z } from 'zod';
import { MEAL_MESSAGES } from '../meals/messages';
import { mealSchema, mealListSchema } from '../meals/responses';
import { logMealSchema, mealListQuerySchema, updateMealSchema } from '../meals/schemas';
import { mealSuggestionListSchema, mealSuggestionQuerySchema } from '../meals/suggestions';
import { entityId } from '../shared/fields';
import { defineRoute } from './define-route';

const tag = 'Meals';
const meal = { params: z.object({ id: entityId }), notFound: MEAL_MESSAGES.mealNotFound };
/** A logged or corrected meal, with the notice the form shows beside it. */
export const mealWithNoticeSchema = mealSchema.extend({ message: z.string() });

export const mealRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/meals',
    tag,
    summary: 'Meals, newest first',
    caller: 'person',
    clinicianReadable: true,
    followerReadable: 'mealsAndDoses',
    query: mealListQuerySchema,
    response: mealListSchema,
  }),
  log: defineRoute({
    method: 'POST',
    path: '/api/meals',
    tag,
    summary: 'Log a meal',
    caller: 'person',
    body: logMealSchema(),
    response: mealWithNoticeSchema,
    status: 201,
    idempotent: true,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/meals/:id',
    tag,
    summary: 'Correct a meal',
    caller: 'person',
    ...meal,
    body: updateMealSchema(),
    response: mealWithNoticeSchema,
  }),
  delete: defineRoute({ method: 'DELETE', path: '/api/meals/:id', tag, summary: 'Delete a meal (then 404)', caller: 'person', ...meal, status: 204 }),
  suggestions: defineRoute({
    method: 'GET',
    path: '/api/meals/suggestions/smart',
    tag,
    summary: 'Meals the user usually eats at this time',
    caller: 'person',
    query: mealSuggestionQuerySchema,
    response: mealSuggestionListSchema,
  }),
} as const;
