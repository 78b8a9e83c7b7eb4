import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { importFormatSchema } from './formats';
import { IMPORT_LIMITS } from './limits';

const importIds = { importId: z.uuid(), userId: z.uuid() };

export const ingestCountsSchema = z.object({
  readings: z.number().int().min(0),
  meals: z.number().int().min(0),
  doses: z.number().int().min(0),
  duplicates: z.number().int().min(0),
  rejected: z.number().int().min(0),
});

export const recordErrorSchema = z.object({ line: z.number().int().min(0), message: z.string().max(500) });

/**
 * On `import-<id>`: a file was uploaded; a job reads it. The file itself is never in an event:
 * it waits in the upload table until the job has read it.
 */
export const ImportRequested = defineEvent(
  'ImportRequested',
  1,
  z.object({ ...importIds, fileName: z.string().max(IMPORT_LIMITS.fileNameMax), byteSize: z.number().int().min(0) }),
);

/**
 * The job recognised the format and read the file: `total` records to append, and what reading
 * it already counted (rows refused, records the file repeated) with the first refused rows.
 */
export const ImportStarted = defineEvent(
  'ImportStarted',
  1,
  z.object({
    ...importIds,
    format: importFormatSchema,
    deviceKind: z.string().max(60).optional(),
    total: z.number().int().min(0),
    counts: ingestCountsSchema,
    errors: z.array(recordErrorSchema).max(IMPORT_LIMITS.errorsKept),
  }),
);

/** One chunk appended: the running totals and the streams this chunk created, which undo deletes. */
export const ImportChunkIngested = defineEvent(
  'ImportChunkIngested',
  1,
  z.object({
    ...importIds,
    chunk: z.number().int().min(0),
    done: z.number().int().min(0),
    counts: ingestCountsSchema,
    created: z.array(z.string()),
    errors: z.array(recordErrorSchema).max(IMPORT_LIMITS.errorsKept),
  }),
);

export const ImportCompleted = defineEvent('ImportCompleted', 1, z.object({ ...importIds, counts: ingestCountsSchema }));

export const ImportFailed = defineEvent('ImportFailed', 1, z.object({ ...importIds, message: z.string().max(500) }));

/** Every record the import created was deleted by its own event. */
export const ImportUndone = defineEvent('ImportUndone', 1, z.object({ ...importIds, deleted: z.number().int().min(0) }));

export const IMPORT_EVENTS = [ImportRequested, ImportStarted, ImportChunkIngested, ImportCompleted, ImportFailed, ImportUndone] as const;
export type ImportEvent = EventOf<(typeof IMPORT_EVENTS)[number]>;
export type ImportRequestedData = z.output<typeof ImportRequested.data>;
export type ImportStartedData = z.output<typeof ImportStarted.data>;
export type ImportChunkIngestedData = z.output<typeof ImportChunkIngested.data>;
