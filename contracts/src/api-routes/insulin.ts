import { z } from 'zod';
import { bolusCalculationSchema, calculateBolusRequestSchema } from '../insulin/bolus-calculator/request';
import { INSULIN_MESSAGES } from '../insulin/messages';
import { insulinDoseListSchema, insulinDoseSchema } from '../insulin/responses';
import { insulinListQuerySchema, logInsulinDoseSchema, updateInsulinDoseSchema } from '../insulin/schemas';
import { entityId } from '../shared/fields';
import { defineRoute } from './define-route';

const tag = 'Insulin';
const dose = { params: z.object({ id: entityId }), notFound: INSULIN_MESSAGES.doseNotFound };

export const insulinRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/insulin',
    tag,
    summary: 'Doses, newest first',
    caller: 'person',
    clinicianReadable: true,
    followerReadable: 'mealsAndDoses',
    query: insulinListQuerySchema,
    response: insulinDoseListSchema,
  }),
  log: defineRoute({
    method: 'POST',
    path: '/api/insulin',
    tag,
    summary: 'Log a dose',
    caller: 'person',
    body: logInsulinDoseSchema,
    response: insulinDoseSchema,
    status: 201,
    idempotent: true,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/insulin/:id',
    tag,
    summary: 'Correct a dose',
    caller: 'person',
    ...dose,
    body: updateInsulinDoseSchema,
    response: insulinDoseSchema,
  }),
  delete: defineRoute({ method: 'DELETE', path: '/api/insulin/:id', tag, summary: 'Delete a dose (then 404)', caller: 'person', ...dose, status: 204 }),
  calculateBolus: defineRoute({
    method: 'POST',
    path: '/api/insulin/calculate',
    tag,
    summary: "Suggest a bolus from the person's own settings (nothing is recorded)",
    caller: 'person',
    body: calculateBolusRequestSchema,
    response: bolusCalculationSchema,
  }),
} as const;
