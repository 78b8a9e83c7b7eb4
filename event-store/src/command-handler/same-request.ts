import { IDEMPOTENCY_MESSAGES } from '@glyco/contracts';
import { unprocessable } from '@glyco/contracts/http/app-errors';
import type { RecordedEvent } from '../port';

/** A keyed create on an existing stream must repeat the request that created it (else 422). */
export function assertSameRequest(history: readonly RecordedEvent[], fingerprint: string | undefined): void {
  if (fingerprint === undefined || history.length === 0) return;
  if (history[0]!.metadata.requestFingerprint !== fingerprint) throw unprocessable(IDEMPOTENCY_MESSAGES.keyReused);
}
