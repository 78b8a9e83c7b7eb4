import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MESSAGES, isValidIdempotencyKey } from '@glyco/contracts';
import { validationError } from '@glyco/contracts/http/app-errors';
import type { CommandContext } from '@glyco/event-store';
import { requestFingerprint } from './request-fingerprint';
import { commandContextOf } from './request-context';
import { v5 as uuidV5 } from 'uuid';

/** Namespace of the record ids derived from Idempotency-Keys; changing it would change every such id. */
const IDEMPOTENT_ID_NAMESPACE = 'b1ae32b9-8170-44b5-8c3c-cfbfba30428b';

export interface CreateRequest {
  userId: string;
  /** Method and path, e.g. `POST /api/glucose`: a key names one submission to one route. */
  route: string;
  bodyId: string | undefined;
  /** The validated body, without `_id`. */
  input: unknown;
}

export interface CreateTarget {
  recordId: string;
  context: CommandContext;
}

/**
 * The id of a record a POST creates: the client's own `_id`, else one derived from its
 * `Idempotency-Key` (per person and route), else a new one. A retried POST therefore lands on the
 * same stream and appends nothing new; under a key, the context also carries the request's
 * fingerprint, so a different body under the same key is refused instead of answered.
 */
export function resolveCreate(ctx: Context, request: CreateRequest): CreateTarget {
  const key = idempotencyKeyOf(ctx);
  const context = commandContextOf(ctx);
  if (request.bodyId) return { recordId: request.bodyId, context };
  if (key === undefined) return { recordId: randomUUID(), context };
  return {
    recordId: uuidV5(`${request.userId}\n${request.route}\n${key}`, IDEMPOTENT_ID_NAMESPACE),
    context: { ...context, requestFingerprint: requestFingerprint(key, request.route, request.input) },
  };
}

function idempotencyKeyOf(ctx: Context): string | undefined {
  const key = ctx.get(IDEMPOTENCY_KEY_HEADER);
  if (!key) return undefined;
  if (!isValidIdempotencyKey(key)) throw validationError(IDEMPOTENCY_MESSAGES.invalidKey, { [IDEMPOTENCY_KEY_HEADER]: IDEMPOTENCY_MESSAGES.invalidKey });
  return key;
}
