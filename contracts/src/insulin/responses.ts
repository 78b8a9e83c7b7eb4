import { z } from 'zod';
import { INJECTION_SITES, INSULIN_TYPES } from './enums';

export const insulinDoseSchema = z.object({
  _id: z.string(),
  insulinType: z.enum(INSULIN_TYPES),
  brand: z.string(),
  units: z.number(),
  timestamp: z.string(),
  timezoneOffsetMinutes: z.number(),
  injectionSite: z.enum(INJECTION_SITES),
  relatedMeal: z.string().optional(),
  notes: z.string(),
});
export type InsulinDose = z.infer<typeof insulinDoseSchema>;

/** GET /api/insulin. */
export const insulinDoseListSchema = z.object({
  doses: z.array(insulinDoseSchema),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type InsulinDoseList = z.infer<typeof insulinDoseListSchema>;
