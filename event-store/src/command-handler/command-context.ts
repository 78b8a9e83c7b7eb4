import type { Actor } from '@glyco/contracts';

/** Who asks, when, and under which request or job: passed into every decision as plain data. */
export interface CommandContext {
  actor: Actor;
  /** The request or job that led to the events. */
  correlationId: string;
  /** The event or request that directly caused them; defaults to the correlation id. */
  causationId?: string;
  now: Date;
  /** A correction's reason, when the person gave one. */
  reason?: string;
  /** A keyed create's fingerprint: kept in its event's metadata, compared on every retry. */
  requestFingerprint?: string;
  /** Set for the events of a file import: kept in their metadata so the import can be listed and undone as one. */
  importId?: string;
}
