import { z } from 'zod';
import { GLUCOSE_MESSAGES } from '../glucose/messages';
import { glucoseListQuerySchema, glucoseStatsQuerySchema, logGlucoseReadingSchema, updateGlucoseReadingSchema } from '../glucose/schemas';
import { currentGlucoseSchema, glucoseEpisodeListSchema, glucoseReadingListSchema, glucoseReadingSchema, glucoseStatsSchema } from '../glucose/responses';
import { glucoseTraceQuerySchema, glucoseTraceSchema } from '../glucose/trace';
import { entityId } from '../shared/fields';
import { defineRoute } from './define-route';

const tag = 'Glucose';
const reading = { params: z.object({ id: entityId }), notFound: GLUCOSE_MESSAGES.readingNotFound };

export const glucoseRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/glucose',
    tag,
    summary: 'Readings, newest first',
    caller: 'person',
    clinicianReadable: true,
    followerReadable: 'glucose',
    query: glucoseListQuerySchema,
    response: glucoseReadingListSchema,
  }),
  log: defineRoute({
    method: 'POST',
    path: '/api/glucose',
    tag,
    summary: 'Log a reading',
    caller: 'person',
    body: logGlucoseReadingSchema,
    response: glucoseReadingSchema,
    status: 201,
    idempotent: true,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/glucose/:id',
    tag,
    summary: 'Correct a reading',
    caller: 'person',
    ...reading,
    body: updateGlucoseReadingSchema,
    response: glucoseReadingSchema,
  }),
  delete: defineRoute({ method: 'DELETE', path: '/api/glucose/:id', tag, summary: 'Delete a reading (then 404)', caller: 'person', ...reading, status: 204 }),
  stats: defineRoute({
    method: 'GET',
    path: '/api/glucose/stats/overview',
    tag,
    summary: 'Statistics and consensus CGM metrics',
    caller: 'person',
    clinicianReadable: true,
    query: glucoseStatsQuerySchema,
    response: glucoseStatsSchema,
  }),
  current: defineRoute({
    method: 'GET',
    path: '/api/glucose/current',
    tag,
    summary: 'The newest reading with its age and trend, and the figures of the last 24 hours (or last 50 readings)',
    caller: 'person',
    clinicianReadable: true,
    followerReadable: 'glucose',
    response: currentGlucoseSchema,
  }),
  episodes: defineRoute({
    method: 'GET',
    path: '/api/glucose/episodes',
    tag,
    summary: 'Hypo- and hyperglycaemia episodes of a period (sensor readings)',
    caller: 'person',
    clinicianReadable: true,
    query: glucoseStatsQuerySchema,
    response: glucoseEpisodeListSchema,
  }),
  trace: defineRoute({
    method: 'GET',
    path: '/api/glucose/trace',
    tag,
    summary: 'A period downsampled into time buckets: lowest, highest and mean, and readings below and above target',
    caller: 'person',
    clinicianReadable: true,
    query: glucoseTraceQuerySchema,
    response: glucoseTraceSchema,
  }),
} as const;
