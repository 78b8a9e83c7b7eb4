import type { RecordKind } from '../query-client';
import type { WaitingSave } from './waiting-save';

/** The creates kept offline, by the route table's tag: what each is called and which answers it changes. */
const KINDS: Record<string, { label: string; kind: RecordKind }> = {
  Glucose: { label: 'Glucose reading', kind: 'glucose' },
  Meals: { label: 'Meal', kind: 'meals' },
  Insulin: { label: 'Insulin dose', kind: 'insulin' },
};

export const keepsOffline = (tag: string): boolean => tag in KINDS;

export const recordKindOf = (save: Pick<WaitingSave, 'tag'>): RecordKind | undefined => KINDS[save.tag]?.kind;

/** e.g. "Meal (lunch)": what the person saved, in a few words. */
export function describeSave(save: Pick<WaitingSave, 'tag' | 'body'>): string {
  const label = KINDS[save.tag]?.label ?? 'Record';
  const body = (typeof save.body === 'object' && save.body !== null ? save.body : {}) as Record<string, unknown>;
  const detail = body.mealType ?? body.insulinType ?? body.readingType;
  return typeof detail === 'string' && detail ? `${label} (${detail})` : label;
}
