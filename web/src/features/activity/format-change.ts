import {
  AUDIT_FIELD_LABELS,
  AUDIT_MESSAGES,
  REDACTED_VALUE,
  formatGlucoseWithUnit,
  isGlucoseField,
  type AuditChange,
  type AuditEntityType,
  type AuditValue,
  type GlucoseUnit,
} from '@glyco/contracts';
import { formatFull } from '../../lib/format';

const EMPTY = '—';

/** One value of a change as the person reads it: glucose in their unit, times in full. */
export function formatChangeValue(entityType: AuditEntityType, field: string, value: AuditValue, unit: GlucoseUnit): string {
  if (value === null || value === '') return EMPTY;
  if (typeof value === 'number') return isGlucoseField(entityType, field) ? formatGlucoseWithUnit(value, unit) : String(Math.round(value * 10) / 10);
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (field === 'timestamp' || field.endsWith('expiresAt')) return formatFull(value);
  return value;
}

/** "Glucose: 142 mg/dL → 150 mg/dL"; a new entity's field shows its value alone, a secret only that it changed. */
export function describeFieldChange(entityType: AuditEntityType, change: AuditChange, unit: GlucoseUnit): string {
  const label = AUDIT_FIELD_LABELS[change.field] ?? change.field;
  if (change.after === REDACTED_VALUE) return `${label}: ${AUDIT_MESSAGES.secretChanged}`;
  const after = formatChangeValue(entityType, change.field, change.after, unit);
  if (change.before === null) return `${label}: ${after}`;
  return `${label}: ${formatChangeValue(entityType, change.field, change.before, unit)} → ${after}`;
}
