// The one import point for jotai, and the app's store (the API client's 401 handler writes to it outside React).
export { atom, useAtom, useAtomValue, useSetAtom, Provider, createStore } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
export { atomWithLazy } from 'jotai/utils';
import { createStore } from 'jotai';

export const appStore = createStore();
