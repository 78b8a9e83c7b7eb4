import { describe, expect, it } from 'vitest';
import { REDACTED_VALUE } from '@glyco/contracts';
import { describeFieldChange } from './format-change';

describe('describeFieldChange', () => {
  it('shows glucose in the person’s unit', () => {
    const change = { field: 'value', before: 142, after: 150 };
    expect(describeFieldChange('glucose_reading', change, 'mg/dL')).toBe('Glucose: 142 mg/dL → 150 mg/dL');
    expect(describeFieldChange('glucose_reading', change, 'mmol/L')).toBe('Glucose: 7.9 mmol/L → 8.3 mmol/L');
    expect(describeFieldChange('profile', { field: 'targetGlucoseRange.min', before: 70, after: 80 }, 'mg/dL')).toBe('Target range low: 70 mg/dL → 80 mg/dL');
  });

  it('shows other numbers, switches and blanks plainly', () => {
    expect(describeFieldChange('meal', { field: 'totalCarbs', before: 45, after: 60.25 }, 'mmol/L')).toBe('Carbs (g): 45 → 60.3');
    expect(describeFieldChange('profile', { field: 'settings.darkMode', before: false, after: true }, 'mg/dL')).toBe('Dark mode: Off → On');
    expect(describeFieldChange('glucose_reading', { field: 'notes', before: '', after: 'after a run' }, 'mg/dL')).toBe('Notes: — → after a run');
  });

  it('shows a new value alone and a secret only as changed', () => {
    expect(describeFieldChange('insulin_dose', { field: 'brand', before: null, after: 'NovoRapid' }, 'mg/dL')).toBe('Brand: NovoRapid');
    expect(describeFieldChange('profile', { field: 'Secret', before: REDACTED_VALUE, after: REDACTED_VALUE }, 'mg/dL')).toBe('Secret: changed');
    const expiresAt = new Date(2026, 2, 31, 12, 0).toISOString();
    expect(describeFieldChange('account', { field: 'doctorAccess.expiresAt', before: null, after: expiresAt }, 'mg/dL')).toBe('Doctor access code expires: March 31, 2026 12:00 PM');
  });
});
