import type { Actor } from '@glyco/contracts';

/** Who asks, when, and under which request: passed into every decide as plain data. */
export interface CommandContext {
  actor: Actor;
  correlationId: string;
  now: Date;
  /** A correction's reason, when the person gave one. */
  reason?: string;
  /** A keyed create's fingerprint: kept in its event's metadata, compared on every retry. */
  requestFingerprint?: string;
}
