import { z } from 'zod';
import { defineRoute } from './define-route';
import { nightscoutListQuerySchema } from '../nightscout/queries';
import { nightscoutUploadSchema } from '../nightscout/schemas';
import { deviceStatusSummarySchema } from '../nightscout/devicestatus/summary';

const v1 = { tag: 'Nightscout', caller: 'uploader', jsonSuffix: true } as const;
const upload = { ...v1, method: 'POST', body: nightscoutUploadSchema } as const;

const propertiesQuerySchema = z.looseObject({ properties: z.string().max(200).optional() });
const propertiesParamsSchema = z.object({ names: z.string().max(200) });

/** Nightscout's device status, profiles and properties, authenticated as the rest of API v1; the dashboard's loop line by session. */
export const nightscoutDeviceRoutes = {
  postDeviceStatus: defineRoute({ ...upload, path: '/api/v1/devicestatus', summary: "Upload the loop's, pump's and phone's state (Loop, Trio, AndroidAPS): one or an array" }),
  deviceStatus: defineRoute({ ...v1, method: 'GET', path: '/api/v1/devicestatus', query: nightscoutListQuerySchema, summary: 'Device statuses, newest first (default 10), filtered by find[created_at]' }),
  postProfile: defineRoute({ ...upload, path: '/api/v1/profile', summary: 'Upload therapy settings (Loop, Trio, AndroidAPS): one profile document or an array' }),
  profile: defineRoute({ ...v1, method: 'GET', path: '/api/v1/profile', summary: "Profiles, newest first; Glyco's own settings when none was uploaded" }),
  currentProfile: defineRoute({ ...v1, method: 'GET', path: '/api/v1/profile/current', summary: 'The profile in force' }),
  profiles: defineRoute({ ...v1, method: 'GET', path: '/api/v1/profiles', summary: 'Profiles, newest first (as LoopFollow reads them)' }),
  properties: defineRoute({ ...v1, method: 'GET', path: '/api/v2/properties', query: propertiesQuerySchema, summary: 'Current value, delta, direction, IOB, COB, batteries, pump and loop (Nightguard, LoopFollow)' }),
  namedProperties: defineRoute({ ...v1, method: 'GET', path: '/api/v2/properties/:names', params: propertiesParamsSchema, summary: 'The named properties, comma-separated' }),
  loopStatus: defineRoute({
    method: 'GET',
    path: '/api/nightscout/loop-status',
    tag: 'Nightscout',
    caller: 'person',
    followerReadable: 'glucose',
    summary: "The latest loop and pump state a loop uploaded, or null (the dashboard's status line)",
    response: z.object({ status: deviceStatusSummarySchema.nullable() }),
  }),
} as const;
