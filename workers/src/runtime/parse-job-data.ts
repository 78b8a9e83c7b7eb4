import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';

/** A payload that fails its contract will fail the same way on every retry: fail it for good. */
export function parseJobData<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new UnrecoverableError(`Invalid job data: ${z.prettifyError(parsed.error)}`);
}
