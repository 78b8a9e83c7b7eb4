import type { NightscoutSecretResponse } from '@glyco/contracts';
import { handleCommand, type CommandContext, type CommandOutcome, type EventStore } from '@glyco/event-store';
import type pg from 'pg';
import { decideRevokeSecret, decideSetSecret, uploaderAccessDecider, uploaderAccessStream, type UploaderAccess } from './decide-secret';
import { newUploaderSecret, secretHashOf } from './secret-hash';
import { keepSecret } from './secrets-table';
import { savedSecretOf } from './secrets-healer';

export interface SecretCommandDeps {
  store: EventStore;
  pool: pg.Pool;
}

/**
 * Makes a new secret and returns it: the only time it exists outside the uploader. It works, and
 * the previous one no longer does, when this resolves, whatever the projector's state.
 */
export async function setUploaderSecret(deps: SecretCommandDeps, userId: string, context: CommandContext) {
  const secret = newUploaderSecret();
  const outcome = await handleCommand(deps.store, uploaderAccessStream(userId), uploaderAccessDecider, context, (state) => decideSetSecret(state, userId, secretHashOf(secret)));
  await keepInForce(deps.pool, userId, outcome, context.now);
  return { response: { secret } satisfies NightscoutSecretResponse, outcome };
}

/** Turns uploads off; every request with the old secret is refused once this resolves. */
export async function revokeUploaderSecret(deps: SecretCommandDeps, userId: string, context: CommandContext): Promise<CommandOutcome<UploaderAccess>> {
  const outcome = await handleCommand(deps.store, uploaderAccessStream(userId), uploaderAccessDecider, context, (state) => decideRevokeSecret(state, userId));
  await keepInForce(deps.pool, userId, outcome, context.now);
  return outcome;
}

async function keepInForce(pool: pg.Pool, userId: string, outcome: CommandOutcome<UploaderAccess>, now: Date): Promise<void> {
  const [event] = outcome.events;
  if (!event || !outcome.append) return;
  await keepSecret(pool, userId, savedSecretOf({ ...event, revision: outcome.append.nextExpectedRevision, recordedAt: now }));
}
