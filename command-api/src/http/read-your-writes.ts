import type { Context, Middleware } from 'koa';
import { MIN_POSITION_HEADER, POSITION_HEADER } from '@glyco/contracts';
import { formatPosition, parsePosition, type Position } from '@glyco/event-store';
import { AppError } from '@glyco/contracts/http/app-errors';
import { readModelsOf } from './read-models-by-route';

const DEFAULT_WAIT_MS = 3000;

/** `readModels` undefined: every read model. */
export type WaitForProjections = (position: Position, timeoutMs: number, readModels?: readonly string[]) => Promise<boolean>;

/** Waits (bounded) for the read models to pass the client's own latest write; false when they did not. */
async function caughtUpWithClient(ctx: Context, waitFor: WaitForProjections, timeoutMs: number): Promise<boolean> {
  const header = ctx.get(MIN_POSITION_HEADER);
  const position = header ? parsePosition(header) : undefined;
  return !position || (await waitFor(position, timeoutMs, readModelsOf(ctx.method, ctx.path)));
}

/**
 * Read routes wait (bounded) until the read models they answer from (`read-models-by-route.ts`) have passed the position of the client's own
 * latest write, so a list never misses the reading that was just saved. A read sent as a POST
 * (the chatbot) opts in with `forPost`; when the wait runs out the answer is marked stale.
 */
export function readYourWrites(waitFor: WaitForProjections, timeoutMs = DEFAULT_WAIT_MS, forPost = false): Middleware {
  return async (ctx, next) => {
    if ((ctx.method === 'GET' || forPost) && !(await caughtUpWithClient(ctx, waitFor, timeoutMs))) ctx.set('X-Glyco-Stale', 'true');
    await next();
  };
}

/**
 * For a read sent as a POST whose answer must include the caller's own latest write: waits like
 * the read routes, and when the read models do not catch up in time, answers 503 instead of
 * computing from stale records.
 */
export function requireOwnWrites(waitFor: WaitForProjections, staleMessage: string, timeoutMs = DEFAULT_WAIT_MS): Middleware {
  return async (ctx, next) => {
    if (!(await caughtUpWithClient(ctx, waitFor, timeoutMs))) throw new AppError('unavailable', staleMessage);
    await next();
  };
}

/** Every write answers with the position of its append, for the client to send back. */
export function exposePosition(ctx: { set(name: string, value: string): void }, position: Position | undefined): void {
  if (position) ctx.set(POSITION_HEADER, formatPosition(position));
}
