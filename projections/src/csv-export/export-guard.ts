import type { ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import { REPORT_MESSAGES } from '@glyco/contracts';
import { createPerPersonSlots } from './per-person-slots';

export interface ExportLimits {
  /** A download whose client reads nothing for this long is ended and its connection closed. */
  stallMs: number;
  /** Downloads (CSV, account zip, FHIR bundle) one person may have streaming at once. */
  perPerson: number;
}

export const EXPORT_LIMITS: ExportLimits = {
  // A reader that takes nothing for 30 s is gone or hostile; a slow but live one reads every few seconds.
  stallMs: 30_000,
  // Two lets a person download the zip and a CSV side by side; more only multiplies held cursors.
  perPerson: 2,
};

/**
 * Stands before every streamed download: a person past their concurrent downloads gets 429 with
 * Retry-After, and a response whose client stops reading is ended after `stallMs`, so a stalled
 * reader holds neither its slot nor its database cursor for longer than that.
 */
export function createExportGuard(limits: ExportLimits = EXPORT_LIMITS): Middleware {
  // A slot frees at the latest when its stalled download is ended.
  const slots = createPerPersonSlots(limits.perPerson, REPORT_MESSAGES.tooManyExports, Math.ceil(limits.stallMs / 1000));
  return async (ctx, next) => {
    const release = slots.take((ctx.state as { auth: { userId: string } }).auth.userId);
    ctx.res.once('close', release);
    endWhenStalled(ctx.res, limits.stallMs);
    await next();
  };
}

/**
 * Node counts a socket idle when nothing is written or read: a response whose client reads nothing
 * fills the socket's buffers, writing stops, and after `stallMs` the socket is destroyed, which
 * ends the response stream and returns its database connection. Once the response is done, the
 * server puts its keep-alive timeout back on the socket.
 */
function endWhenStalled(response: ServerResponse, stallMs: number): void {
  response.setTimeout(stallMs, () => response.socket?.destroy());
}
