import type pg from 'pg';
import { ChannelListener } from '@glyco/runtime/notifications';
import type { RevocationStore } from '../sessions/session-revocations';
import type { ClosedReason } from './who-may-view';

/**
 * Whenever someone's access may have ended (a sign-out, a sign-out everywhere, a password reset,
 * a deletion, a clinician's or a follower's access revoked), every API process is told here, and
 * each re-checks the open streams of that account, as viewer or as the person viewed.
 */
const ACCESS_CHANGES_CHANNEL = 'glyco_live_access';

export interface AccessChangeNotice {
  /** The account whose access, or whose data's viewers, changed. */
  userId: string;
  /** What a stream that no longer passes is told. */
  reason: ClosedReason;
}

export type NotifyAccessChanged = (userId: string, reason: ClosedReason) => Promise<void>;

/** Tells every process at once; call it after the change is written where requests are checked. */
export function createAccessChangeNotifier(pool: pg.Pool): NotifyAccessChanged {
  return async (userId, reason) => {
    await pool.query('SELECT pg_notify($1, $2)', [ACCESS_CHANGES_CHANNEL, JSON.stringify({ userId, reason } satisfies AccessChangeNotice)]);
  };
}

/**
 * Each notice as it arrives; undefined when the listening connection (re)opened, since notices
 * sent while it was closed are lost and every stream must be re-checked.
 */
export function watchAccessChanges(poolOptions: pg.ClientConfig, onNotice: (notice: AccessChangeNotice | undefined) => void): () => Promise<void> {
  const listener = new ChannelListener(poolOptions, ACCESS_CHANGES_CHANNEL);
  listener.watch((payload) => {
    if (payload === undefined) return onNotice(undefined);
    const notice = parseNotice(payload);
    if (notice) onNotice(notice);
  });
  return () => listener.close();
}

function parseNotice(payload: string): AccessChangeNotice | undefined {
  try {
    const { userId, reason } = JSON.parse(payload) as Partial<AccessChangeNotice>;
    if (typeof userId !== 'string' || (reason !== 'signedOut' && reason !== 'revoked' && reason !== 'erased')) return undefined;
    return { userId, reason };
  } catch {
    return undefined;
  }
}

/**
 * The revocation store, announcing each revocation once it is written: voided tokens end the
 * account's own streams (a sign-out, a reset, a deletion), and a new or revoked doctor's code ends
 * the clinician streams on the patient.
 */
export function announcingAccessChanges(revocations: RevocationStore, notify: NotifyAccessChanged): RevocationStore {
  return {
    ...revocations,
    async revokeTokens(userId, at) {
      await revocations.revokeTokens(userId, at);
      await notify(userId, 'signedOut');
    },
    async keepAccessCode(patientId, state) {
      await revocations.keepAccessCode(patientId, state);
      await notify(patientId, 'revoked');
    },
  };
}
