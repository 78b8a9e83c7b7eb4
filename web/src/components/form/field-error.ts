import type { FieldMetaState } from 'react-final-form';

/**
 * Client errors once something was typed and the field left, or a submit was tried; server errors until
 * the field is edited. Leaving an empty field says nothing yet: the message would push the form down
 * under a pointer already pressing "Save", and that click would be lost.
 */
export function visibleFieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.error && ((meta.touched && meta.dirty) || meta.submitFailed)) return String(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return undefined;
}

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-400 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';
