import type { UserResponse } from '@glyco/contracts';
import { attemptStorage, removeEverywhere } from './person-storage';

/** The signed-in person as last answered, so a reload without a connection still opens their app. */
const KEY = 'glyco.offline.user';

export function rememberUser(user: UserResponse): void {
  attemptStorage((storage) => storage.setItem(KEY, JSON.stringify(user)), undefined);
}

export function rememberedUser(): UserResponse | null {
  const text = attemptStorage((storage) => storage.getItem(KEY), null);
  if (!text) return null;
  try {
    return JSON.parse(text) as UserResponse;
  } catch {
    return null;
  }
}

export function forgetUser(): void {
  removeEverywhere(KEY);
}
