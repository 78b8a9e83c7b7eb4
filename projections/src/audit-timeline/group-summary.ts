import type { AuditAction, AuditGroupKind } from '@glyco/contracts';
import { VERBS } from './describe-change';
import { glucoseReadingKind, insulinDoseKind, mealKind } from './entities';

const PLURALS: Record<string, string> = Object.fromEntries(
  [glucoseReadingKind, mealKind, insulinDoseKind].map((kind) => [kind.entityType, `${kind.noun.toLowerCase()}s`]),
);

export interface GroupFacts {
  kind: AuditGroupKind;
  count: number;
  entityType: string;
  action: AuditAction;
  device: string | null;
}

/** "File import: 25,920 glucose readings logged", "xDrip-DexcomG6: 288 glucose readings logged", "12 meals deleted". */
export function groupSummary({ kind, count, entityType, action, device }: GroupFacts): string {
  const verb = action in VERBS ? VERBS[action as keyof typeof VERBS] : action;
  const what = `${count.toLocaleString('en-US')} ${PLURALS[entityType] ?? entityType} ${verb}`;
  if (kind === 'import') return `File import: ${what}`;
  if (kind === 'uploader') return `${device ?? 'CGM uploader'}: ${what}`;
  return what.charAt(0).toUpperCase() + what.slice(1);
}
