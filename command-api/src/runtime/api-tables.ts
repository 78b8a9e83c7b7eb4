import type pg from 'pg';
import type { Projection } from '@glyco/projections';
import { migrateRateLimits } from '../http/rate-limiter';
import { sessionRevocationsHealer } from '../sessions/revocations-healer';
import { migrateSessionRevocations } from '../sessions/revocations-table';
import { migrateFollowerGrants } from '../followers/follower-grants-table';
import { nightscoutSecretsHealer } from '../nightscout/secrets-healer';
import { migrateNightscoutSecrets } from '../nightscout/secrets-table';
import { accessTokensHealer } from '../nightscout/access-tokens/tokens-healer';
import { migrateAccessTokens } from '../nightscout/access-tokens/tokens-table';
import { nightscoutV3DocumentsProjection } from '../nightscout/v3/documents-projection';

/** The command-side tables routes write before answering: rate limits, session revocations, uploader secrets. */
export async function migrateApiTables(pool: pg.Pool): Promise<void> {
  await migrateRateLimits(pool);
  await migrateSessionRevocations(pool);
  await migrateFollowerGrants(pool);
  await migrateNightscoutSecrets(pool);
  await migrateAccessTokens(pool);
}

/** Projections that repair those tables from the log after a crash between an append and its row. */
export const apiHealers: readonly Projection[] = [sessionRevocationsHealer, nightscoutSecretsHealer, accessTokensHealer, nightscoutV3DocumentsProjection];
