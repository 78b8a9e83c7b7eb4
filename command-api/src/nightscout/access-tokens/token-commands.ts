import { randomUUID } from 'node:crypto';
import type { CreateAccessToken, CreatedAccessToken } from '@glyco/contracts';
import { handleCommand, type CommandContext, type CommandOutcome, type EventStore } from '@glyco/event-store';
import type pg from 'pg';
import { accessTokensDecider, accessTokensStream, decideCreateAccessToken, decideRevokeAccessToken, type AccessTokens } from './decide';
import { accessTokenHashOf, newAccessToken } from './token-hash';
import { keepCreatedToken, markRevoked } from './tokens-table';

export interface AccessTokenCommandDeps {
  store: EventStore;
  pool: pg.Pool;
}

/** Makes a token and returns it: the only time it exists outside the app it is given to. It works once this resolves. */
export async function createAccessToken(deps: AccessTokenCommandDeps, userId: string, input: CreateAccessToken, context: CommandContext) {
  const token = newAccessToken(input.name);
  const command = { userId, tokenId: randomUUID(), name: input.name, role: input.role, tokenHash: accessTokenHashOf(token) };
  const outcome = await handleCommand(deps.store, accessTokensStream(userId), accessTokensDecider, context, (state) => decideCreateAccessToken(state, command));
  await keepCreatedToken(deps.pool, { ...command, createdAt: context.now });
  const response: CreatedAccessToken = { id: command.tokenId, name: command.name, role: command.role, createdAt: context.now.toISOString(), lastUsedAt: null, token };
  return { response, outcome };
}

/**
 * Revokes one token. Its row is marked first, so it is refused from this moment whatever
 * happens to the append; the person's other tokens are untouched.
 */
export async function revokeAccessToken(deps: AccessTokenCommandDeps, userId: string, tokenId: string, context: CommandContext): Promise<CommandOutcome<AccessTokens>> {
  await markRevoked(deps.pool, userId, tokenId, context.now);
  return handleCommand(deps.store, accessTokensStream(userId), accessTokensDecider, context, (state) => decideRevokeAccessToken(state, userId, tokenId));
}
