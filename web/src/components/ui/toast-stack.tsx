import { useAtomValue, useSetAtom } from '../../lib/jotai';
import { closeToastAtom, toastsAtom, type ToastType } from '../../lib/toasts';

const toastTone: Record<ToastType, string> = {
  success: 'border-l-success',
  error: 'border-l-error',
  warning: 'border-l-warning',
  info: 'border-l-primary',
};

export function ToastStack() {
  const toasts = useAtomValue(toastsAtom);
  const close = useSetAtom(closeToastAtom);
  return (
    <div aria-live="polite" className="fixed top-4 right-4 z-50 flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.type === 'error' ? 'alert' : 'status'}
          className={`flex items-start justify-between gap-3 rounded-lg border-l-4 bg-white p-3 text-sm shadow-lg dark:bg-slate-800 ${toastTone[toast.type]}`}
        >
          <p>{toast.message}</p>
          <button type="button" onClick={() => close(toast.id)} aria-label="Close notification" className="rounded px-1 text-lg leading-none">
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
