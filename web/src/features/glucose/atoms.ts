import type { GlucoseReading } from '@glyco/contracts';
import { atom } from '../../lib/jotai';
import { todayDate, type ViewPeriod } from './period';

export const viewPeriodAtom = atom<ViewPeriod>('weekly');

/** The last day shown; the period runs back from it. */
export const periodEndDateAtom = atom<string>(todayDate());

/** `opener` is the control that opened the form; it gets the keyboard focus back when the form closes. */
export type ReadingFormState =
  | { mode: 'closed' }
  | { mode: 'add'; opener?: HTMLElement | null }
  | { mode: 'edit'; reading: GlucoseReading; opener?: HTMLElement | null };

export const readingFormAtom = atom<ReadingFormState>({ mode: 'closed' });
