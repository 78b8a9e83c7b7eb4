import { AccountDeleted, NightscoutAccessTokenCreated, NightscoutAccessTokenRevoked, isErasedData, type AccessTokenRole } from '@glyco/contracts';
import type { Projection } from '@glyco/projections';
import { createAccessTokensTable, forgetTokensOf, keepCreatedToken, markRevoked } from './tokens-table';

/**
 * Writes `nightscout_access_tokens` from the token events, so a route that crashed after its
 * append and before its own write is healed; a deleted account's tokens go with it. Every write
 * is idempotent and only moves a row towards revoked, so no versioned table is declared.
 */
export const accessTokensHealer: Projection = {
  name: 'nightscout_access_tokens',
  version: 1,
  tables: [],
  handles: [NightscoutAccessTokenCreated.type, NightscoutAccessTokenRevoked.type, AccountDeleted.type],
  init: ({ sql }) => createAccessTokensTable(sql),
  async apply({ sql }, event) {
    const userId = String(event.data.userId);
    if (event.type === AccountDeleted.type) return forgetTokensOf(sql, userId);
    const tokenId = String(event.data.tokenId);
    if (event.type === NightscoutAccessTokenRevoked.type) return void (await markRevoked(sql, userId, tokenId, event.recordedAt));
    // A token whose person was erased stays out: its hash went with the key.
    if (isErasedData(event.data)) return;
    const data = event.data as { name: string; role: AccessTokenRole; tokenHash: string };
    await keepCreatedToken(sql, { tokenId, userId, name: data.name, role: data.role, tokenHash: data.tokenHash, createdAt: event.recordedAt });
  },
};
