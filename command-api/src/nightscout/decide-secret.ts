import { NIGHTSCOUT_EVENTS, NightscoutSecretRevoked, NightscoutSecretSet, UserRegistered, type EventOf } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { assertNever, defineDecider, newEvent, type NewEvent } from '@glyco/event-store';
import { accountStream } from '../accounts/account';

/** What decisions about a person's uploader secret need from `user-<id>`. */
export interface UploaderAccess {
  registered: boolean;
  secretInForce: boolean;
}

export const initialUploaderAccess: UploaderAccess = { registered: false, secretInForce: false };

export const uploaderAccessStream = accountStream;

const UPLOADER_ACCESS_EVENTS = [UserRegistered, ...NIGHTSCOUT_EVENTS] as const;

export function evolveUploaderAccess(state: UploaderAccess, event: EventOf<(typeof UPLOADER_ACCESS_EVENTS)[number]>): UploaderAccess {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, registered: true };
    case NightscoutSecretSet.type:
      return { ...state, secretInForce: true };
    case NightscoutSecretRevoked.type:
      return { ...state, secretInForce: false };
    default:
      return assertNever(event);
  }
}

export const uploaderAccessDecider = defineDecider({ events: UPLOADER_ACCESS_EVENTS, initialState: initialUploaderAccess, evolve: evolveUploaderAccess });

/** A new secret replaces the one in force: posting again rotates it. */
export function decideSetSecret(state: UploaderAccess, userId: string, secretHash: string): NewEvent<EventOf<typeof NightscoutSecretSet>>[] {
  if (!state.registered) throw notFound('Account not found');
  return [newEvent(NightscoutSecretSet, { userId, secretHash })];
}

/** Turning uploads off twice, or with none on, records nothing. */
export function decideRevokeSecret(state: UploaderAccess, userId: string): NewEvent<EventOf<typeof NightscoutSecretRevoked>>[] {
  if (!state.registered) throw notFound('Account not found');
  if (!state.secretInForce) return [];
  return [newEvent(NightscoutSecretRevoked, { userId })];
}
