// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlertResponse } from '@glyco/contracts';
import { AlertBanner } from './alert-banner';

afterEach(cleanup);

const urgentLow: AlertResponse = {
  _id: 'a1', kind: 'urgentLow', level: 'urgent', startedAt: '2026-01-01T03:12:00.000Z', value: 50,
  acknowledgedAt: null, acknowledgedBy: null, resolvedAt: null, escalatedAt: null, deliveries: [],
};

describe('AlertBanner', () => {
  it('announces the alert in the person unit and acknowledges it on "I\'m OK / I\'ve treated it"', () => {
    const onAcknowledge = vi.fn();
    render(<AlertBanner alert={urgentLow} unit="mmol/L" onAcknowledge={onAcknowledge} />);
    expect(screen.getByRole('alert').textContent).toMatch(/^Urgent low 2\.8 mmol\/L since /);
    fireEvent.click(screen.getByRole('button', { name: "I'm OK / I've treated it" }));
    expect(onAcknowledge).toHaveBeenCalledOnce();
  });

  it('offers no answer when read-only', () => {
    render(<AlertBanner alert={urgentLow} unit="mg/dL" />);
    expect(screen.getByRole('alert').textContent).toMatch(/^Urgent low 50 mg\/dL since /);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
