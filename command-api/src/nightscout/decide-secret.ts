import { NightscoutSecretRevoked, NightscoutSecretSet } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import type { EventFacts, NewEvent } from '../commands/handle-command';
import { accountStream } from '../accounts/account';

/** What decisions about a person's uploader secret need from `user-<id>`. */
export interface UploaderAccess {
  registered: boolean;
  secretInForce: boolean;
}

export const initialUploaderAccess: UploaderAccess = { registered: false, secretInForce: false };

export const uploaderAccessStream = accountStream;

export function evolveUploaderAccess(state: UploaderAccess, event: EventFacts): UploaderAccess {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, registered: true };
    case NightscoutSecretSet.type:
      return { ...state, secretInForce: true };
    case NightscoutSecretRevoked.type:
      return { ...state, secretInForce: false };
    default:
      return state;
  }
}

/** A new secret replaces the one in force: posting again rotates it. */
export function decideSetSecret(state: UploaderAccess, userId: string, secretHash: string): NewEvent[] {
  if (!state.registered) throw notFound('Account not found');
  return [{ type: NightscoutSecretSet.type, schemaVersion: NightscoutSecretSet.schemaVersion, data: { userId, secretHash } }];
}

/** Turning uploads off twice, or with none on, records nothing. */
export function decideRevokeSecret(state: UploaderAccess, userId: string): NewEvent[] {
  if (!state.registered) throw notFound('Account not found');
  if (!state.secretInForce) return [];
  return [{ type: NightscoutSecretRevoked.type, schemaVersion: NightscoutSecretRevoked.schemaVersion, data: { userId } }];
}
