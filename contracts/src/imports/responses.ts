import { z } from 'zod';
import { ingestCountsSchema, recordErrorSchema } from './events';
import { importFormatSchema } from './formats';

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** GET /api/imports/:id, and each entry of GET /api/imports. */
export const importResponseSchema = z.object({
  id: z.uuid(),
  status: z.enum(IMPORT_STATUSES),
  /** Known once the job has read the file. */
  format: importFormatSchema.nullable(),
  fileName: z.string(),
  progress: z.object({ done: z.number().int().min(0), total: z.number().int().min(0) }),
  counts: ingestCountsSchema,
  /** The first rejected rows, with their line in the file. */
  errors: z.array(recordErrorSchema),
  /** Why the whole import failed, when it did. */
  failure: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Set once every record it created has been deleted. */
  undoneAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

export const importListResponseSchema = z.object({ imports: z.array(importResponseSchema) });
export type ImportListResponse = z.infer<typeof importListResponseSchema>;

/** POST /api/imports answers 202 with the new import's id. */
export const importAcceptedResponseSchema = z.object({ id: z.uuid() });
export type ImportAcceptedResponse = z.infer<typeof importAcceptedResponseSchema>;
