import { atom } from './jotai';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

/**
 * Confirmations close themselves: the stack sits over the top right of the page, where the page's
 * own buttons are. Errors and warnings stay until closed, so they are not missed.
 */
export const toastLifetimeMs: Record<ToastType, number | null> = { success: 5000, info: 5000, error: null, warning: null };

let nextToastId = 1;

export const toastsAtom = atom<Toast[]>([]);

export const closeToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});

export const showToastAtom = atom(null, (get, set, toast: Omit<Toast, 'id'>) => {
  const id = nextToastId++;
  set(toastsAtom, [...get(toastsAtom), { ...toast, id }]);
  const lifetime = toastLifetimeMs[toast.type];
  if (lifetime !== null) setTimeout(() => set(closeToastAtom, id), lifetime);
});
