import { nightscoutListQuerySchema } from '../nightscout/queries';
import { nightscoutUploadSchema } from '../nightscout/schemas';
import { nightscoutObjectIdParamsSchema, pebbleQuerySchema } from '../nightscout/pebble-and-ids';
import { defineRoute } from './define-route';

/**
 * Nightscout's API v1, each path also with `.json`. Authenticated by the uploader secret
 * (`api-secret`, `?token=`, or `Authorization: Bearer <secret>`), not by a session.
 */
const v1 = { tag: 'Nightscout', caller: 'uploader', jsonSuffix: true } as const;
const list = { ...v1, method: 'GET', query: nightscoutListQuerySchema } as const;
const upload = { ...v1, method: 'POST', body: nightscoutUploadSchema } as const;

export const nightscoutV1Routes = {
  status: defineRoute({ ...v1, method: 'GET', path: '/api/v1/status', summary: "Server status and the person's units, as uploaders check them" }),
  postEntries: defineRoute({ ...upload, path: '/api/v1/entries', summary: 'Upload sensor (sgv) and meter (mbg) values: one entry or an array' }),
  entries: defineRoute({ ...list, path: '/api/v1/entries', summary: 'Entries, newest first' }),
  sensorEntries: defineRoute({ ...list, path: '/api/v1/entries/sgv', summary: 'Sensor values, newest first' }),
  meterEntries: defineRoute({ ...list, path: '/api/v1/entries/mbg', summary: 'Meter values, newest first' }),
  currentEntry: defineRoute({ ...list, path: '/api/v1/entries/current', summary: 'The latest sensor value' }),
  postTreatments: defineRoute({ ...upload, path: '/api/v1/treatments', summary: 'Upload boluses and carbs: one treatment or an array' }),
  treatments: defineRoute({ ...list, path: '/api/v1/treatments', summary: 'Treatments, newest first (Nightscout\'s default: 100)' }),
  putTreatments: defineRoute({ ...v1, method: 'PUT', path: '/api/v1/treatments', body: nightscoutUploadSchema, summary: 'Upsert treatments (xDrip+, Juggluco, Spike, Loop editing a carb entry): one or an array' }),
  deleteTreatment: defineRoute({
    ...v1,
    method: 'DELETE',
    path: '/api/v1/treatments/:id',
    params: nightscoutObjectIdParamsSchema,
    summary: 'Delete a treatment by the _id it was answered with',
    notFound: 'Treatment not found',
  }),
  experimentsTest: defineRoute({ ...v1, method: 'GET', path: '/api/v1/experiments/test', summary: "Whether the secret is in force, as Loop, xDrip4iOS and Spike check it" }),
  pebble: defineRoute({ ...v1, method: 'GET', path: '/pebble', query: pebbleQuerySchema, summary: "The latest sensor values in Nightscout's pebble shape (watch faces, Nightguard)" }),
  verifyAuth: defineRoute({ ...v1, method: 'GET', path: '/api/v1/verifyauth', summary: 'Whether the secret is in force' }),
} as const;
