import { attemptStorage, removeEverywhere } from './person-storage';
import { parseSaves, type WaitingSave } from './waiting-save';

const keyFor = (personId: string) => `glyco.waitingSaves.${personId}`;

let personId: string | null = null;
let saves: readonly WaitingSave[] = [];
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Switches to a person's saves (null when no one is signed in): never another person's. */
export function openSavesOf(id: string | null): void {
  personId = id;
  saves = id ? attemptStorage((storage) => parseSaves(storage.getItem(keyFor(id))), []) : [];
  notify();
}

export function currentSaves(): readonly WaitingSave[] {
  return saves;
}

export function savesOwner(): string | null {
  return personId;
}

/** Applies a change to the open person's saves and stores it at once (a reload must not lose one). */
export function updateSaves(change: (current: readonly WaitingSave[]) => WaitingSave[]): void {
  if (!personId) return;
  const id = personId;
  saves = change(saves);
  attemptStorage((storage) => (saves.length ? storage.setItem(keyFor(id), JSON.stringify(saves)) : storage.removeItem(keyFor(id))), undefined);
  notify();
}

export function forgetSavesOf(id: string): void {
  removeEverywhere(keyFor(id));
}

export function subscribeToSaves(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
