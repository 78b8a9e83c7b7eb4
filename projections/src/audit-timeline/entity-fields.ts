import type { AuditChange, AuditValue } from '@glyco/contracts';

/** An entity as the timeline compares it: flat field names (`doctor.email`) to displayable values. */
export type FieldValues = Record<string, AuditValue>;

/** Never copied into the timeline or its state, whatever event carries them (a doctor's code included). */
const NEVER_KEPT = /password|hash|token|secret|salt|accessCode/i;

/** Nested objects become dotted names; lists become one comma-separated value. */
export function flattenFields(source: Record<string, unknown>, prefix = ''): FieldValues {
  const fields: FieldValues = {};
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined || NEVER_KEPT.test(key)) continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(value)) fields[name] = value.map(listItemText).join(', ');
    else if (value !== null && typeof value === 'object') Object.assign(fields, flattenFields(value as Record<string, unknown>, name));
    else fields[name] = displayable(value);
  }
  return fields;
}

function listItemText(item: unknown): string {
  if (item !== null && typeof item === 'object' && 'name' in item) return String(item.name);
  // A period of a time-of-day schedule (bolus settings): "06:00 8".
  if (item !== null && typeof item === 'object' && 'start' in item && 'value' in item) return `${String(item.start)} ${String(item.value)}`;
  return String(item);
}

function displayable(value: unknown): AuditValue {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

const isEmpty = (value: AuditValue | undefined) => value === undefined || value === null || value === '';

/** The fields that differ between two states. */
export function diffFields(before: FieldValues, after: FieldValues, only: readonly string[] = Object.keys(after)): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of only) {
    const previous = before[field] ?? null;
    const next = after[field] ?? null;
    if (previous === next || (isEmpty(previous) && isEmpty(next))) continue;
    changes.push({ field, before: previous, after: next });
  }
  return changes;
}

/** The values a new entity was recorded with (empty ones left out). */
export function initialFields(fields: FieldValues): AuditChange[] {
  return diffFields({}, fields);
}
