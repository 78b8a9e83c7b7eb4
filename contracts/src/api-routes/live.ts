import { z } from 'zod';
import { defineRoute } from './define-route';

/** Whom the stream is about: by default the signed-in person (for a clinician, the patient). */
export const liveStreamQuerySchema = z.object({ personId: z.uuid().optional() });

export const liveRoutes = {
  stream: defineRoute({
    method: 'GET',
    path: '/api/live',
    tag: 'Live',
    summary:
      'Server-Sent Events about the person viewed: each new reading, each other change by kind, and the end of access; `Last-Event-ID` resumes after a position',
    caller: 'person',
    clinicianReadable: true,
    followerReadable: 'glucose',
    query: liveStreamQuerySchema,
    responseType: 'text/event-stream',
  }),
} as const;
