import { z } from 'zod';
import { NIGHTSCOUT_OBJECT_ID } from './object-id';

/** `/api/v1/treatments/<_id>`: the 24 hex digits a treatment was answered with, or its full id. */
export const nightscoutObjectIdParamsSchema = z.object({
  id: z.string().trim().regex(new RegExp(`${NIGHTSCOUT_OBJECT_ID.source}|^[0-9a-f-]{36}$`, 'i')).transform((id) => id.replace(/-/g, '').slice(0, 24).toLowerCase()),
});

/** Most values `/pebble` answers: a watch face shows the latest few, and this keeps one answer small. */
export const PEBBLE_COUNT_MAX = 100;

/** GET /pebble: `count` values (default 1), in the units asked (`mmol`) or the person's. */
export const pebbleQuerySchema = z.looseObject({
  count: z.coerce.number().int().min(1).max(PEBBLE_COUNT_MAX).optional(),
  units: z.enum(['mmol', 'mg/dl', 'mgdl']).optional(),
});
