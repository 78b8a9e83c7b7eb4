import { v5 as uuidV5 } from 'uuid';

/** Fixed namespace of derived event ids (a random UUID chosen once; changing it would change every derived id). */
const JOB_STEP_NAMESPACE = '3c1e8f0a-52d4-4b7e-9f6a-0d2b7c9e4a61';

/** A name-based UUID (RFC 9562 version 5) of text: a retried step (a job, an import chunk) appends the same event id. */
export function uuidFromText(text: string): string {
  return uuidV5(text, JOB_STEP_NAMESPACE);
}
