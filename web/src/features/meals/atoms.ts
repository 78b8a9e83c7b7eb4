import type { Meal } from '@glyco/contracts';
import { atom } from '../../lib/jotai';
import type { MealFormValues } from './meal-form-values';

/** `opener` is the control that opened the form; it gets the keyboard focus back when the form closes. */
export type MealFormState =
  | { mode: 'closed' }
  | { mode: 'add'; prefill?: MealFormValues; opener?: HTMLElement | null }
  | { mode: 'edit'; meal: Meal; opener?: HTMLElement | null };

export const mealFormAtom = atom<MealFormState>({ mode: 'closed' });

/** SPEC §4 meal notices: one dismissible success or error banner at a time. */
export interface MealNotice {
  tone: 'success' | 'error';
  message: string;
}

export const mealNoticeAtom = atom<MealNotice | null>(null);

export const mealPageAtom = atom(1);
export const mealSearchAtom = atom('');
/** '' is "All Meals". */
export const mealTypeFilterAtom = atom('');
