import { describe, expect, it } from 'vitest';
import type { AlertResponse } from '@glyco/contracts';
import { alertHeadline, alsoRaisedLine, anyUrgent, bannerGroups, unanswered } from './banner-text';

const alert = (overrides: Partial<AlertResponse> = {}): AlertResponse => ({
  _id: 'a1', kind: 'urgentLow', level: 'urgent', startedAt: '2026-01-01T03:12:00.000Z', value: 52,
  acknowledgedAt: null, acknowledgedBy: null, resolvedAt: null, escalatedAt: null, deliveries: [], ...overrides,
});

describe('alertHeadline', () => {
  it('names the kind and the value in the person unit', () => {
    expect(alertHeadline(alert(), 'mg/dL')).toBe('Urgent low 52 mg/dL');
    expect(alertHeadline(alert({ value: 54 }), 'mmol/L')).toBe('Urgent low 3.0 mmol/L');
  });
  it('has no value for an alert about a change or an absence', () => {
    expect(alertHeadline(alert({ kind: 'noData', value: null }), 'mg/dL')).toBe('No data');
  });
});

describe('unanswered', () => {
  it('keeps only alerts nobody has acknowledged', () => {
    const answered = alert({ _id: 'a2', acknowledgedAt: '2026-01-01T03:20:00.000Z', acknowledgedBy: 'Ada' });
    expect(unanswered([alert(), answered]).map((each) => each._id)).toEqual(['a1']);
  });
  it('sounds only for urgent alerts', () => {
    expect(anyUrgent([alert({ kind: 'high', level: 'warning', value: 260 })])).toBe(false);
    expect(anyUrgent([alert()])).toBe(true);
  });
});

describe('bannerGroups', () => {
  it('shows one falling glucose as one banner headed by its most severe alert', () => {
    const low = alert({ _id: 'low', kind: 'low', level: 'warning', value: 60 });
    const soon = alert({ _id: 'soon', kind: 'urgentLowSoon', value: 60 });
    const urgent = alert({ _id: 'urgent', kind: 'urgentLow', value: 50 });
    const high = alert({ _id: 'high', kind: 'high', level: 'warning', value: 260 });
    const groups = bannerGroups([low, high, soon, urgent]);
    expect(groups.map((group) => [group.head._id, group.alsoRaised.map((each) => each._id)])).toEqual([
      ['urgent', ['soon', 'low']],
      ['high', []],
    ]);
    expect(alsoRaisedLine(groups[0]!, 'mg/dL')).toBe('Also raised: Urgent low soon 60 mg/dL, Low 60 mg/dL');
  });
  it('gives a low alone its own banner', () => {
    expect(bannerGroups([alert({ _id: 'low', kind: 'low', level: 'warning', value: 65 })]).map((group) => group.head._id)).toEqual(['low']);
  });
});
