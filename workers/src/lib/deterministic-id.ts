import { v5 as uuidV5 } from 'uuid';

/** Fixed namespace of the ids a job derives (a random UUID chosen once). */
const JOB_STEP_NAMESPACE = '3c1e8f0a-52d4-4b7e-9f6a-0d2b7c9e4a61';

/** A name-based UUID (RFC 9562 version 5) of text: the same job step always appends the same event id. */
export function uuidFromText(text: string): string {
  return uuidV5(text, JOB_STEP_NAMESPACE);
}
