// @vitest-environment jsdom
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReportTabs } from './report-tabs';

const tabs = [
  { id: 'a', label: 'Glucose Trends' },
  { id: 'b', label: 'Insulin Usage' },
  { id: 'c', label: 'Meal Analysis' },
];

function Harness() {
  const [selected, setSelected] = useState('a');
  return (
    <ReportTabs tabs={tabs} selected={selected} onSelect={setSelected}>
      <p>Panel {selected}</p>
    </ReportTabs>
  );
}

describe('ReportTabs', () => {
  it('moves the selection and the focus with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Glucose Trends' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Meal Analysis' }));
    expect(screen.getByRole('tab', { name: 'Meal Analysis' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Meal Analysis' }).textContent).toBe('Panel c');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Glucose Trends' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel', { name: 'Insulin Usage' }).textContent).toBe('Panel b');
    // Only the selected tab is in the tab order; Tab goes on into the panel.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });
});
