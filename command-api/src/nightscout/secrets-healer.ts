import { NightscoutSecretRevoked, NightscoutSecretSet } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import type { Projection } from '@glyco/projections';
import { createNightscoutSecretsTable, keepSecret, type SavedSecret } from './secrets-table';

/**
 * Writes `nightscout_secrets` from the events the secret routes append, so a route that crashed
 * after its append and before its own write is healed. Like the session revocations healer it
 * declares no versioned table: every write is idempotent and only moves a row forward.
 */
export const nightscoutSecretsHealer: Projection = {
  name: 'nightscout_secrets',
  version: 1,
  tables: [],
  handles: [NightscoutSecretSet.type, NightscoutSecretRevoked.type],
  init: ({ sql }) => createNightscoutSecretsTable(sql),
  apply: ({ sql }, event) => keepSecret(sql, String(event.data.userId), savedSecretOf(event)),
};

export function savedSecretOf(event: Pick<RecordedEvent, 'type' | 'data' | 'revision'> & { recordedAt?: Date }): SavedSecret {
  const secretHash = event.type === NightscoutSecretSet.type ? String(event.data.secretHash) : null;
  return { secretHash, setAt: event.recordedAt ?? new Date(), revision: event.revision };
}
