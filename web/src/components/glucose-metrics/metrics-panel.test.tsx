// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BAND_COLOURS } from '@glyco/contracts';
import { cgmMetrics, meterMetrics } from '../../testing/glucose-metrics';
import { stubResizeObserver } from '../../testing/resize-observer-stub';
import { MetricsPanel } from './metrics-panel';

beforeEach(stubResizeObserver);
afterEach(cleanup);

describe('MetricsPanel', () => {
  it('shows the server CGM figures with their window, goals, wear and episodes', () => {
    render(<MetricsPanel metrics={cgmMetrics()} unit="mg/dL" />);
    const panel = screen.getByRole('region', { name: 'Time in Ranges' });
    expect(within(panel).getByText(/^Mon 16 - Sun 22 Nov( 2026)? · 2,016 CGM readings$/)).toBeTruthy();
    expect(within(panel).getAllByRole('listitem')[0]!.textContent).toBe('Very low (< 54 mg/dL): 0.4%');
    expect(within(panel).getByText('GRI (glycemia risk)').nextSibling?.textContent).toBe('33.8Zone B (A is lowest risk)');
    expect(within(panel).getByText('Time in tight range (70–140 mg/dL)').nextSibling?.textContent).toBe('44.9%');
    expect(within(panel).getByText('Not enough sensor data for reliable metrics')).toBeTruthy();
    expect(within(panel).getByRole('row', { name: /Time in range 70-180 mg\/dL/ }).textContent).toBe('Time in range 70-180 mg/dLGoal > 70 %> 70 %68.2%✗ Not met');
    const met = within(within(panel).getByRole('row', { name: /Time below 70/ })).getByText('Met');
    expect(met.style.backgroundColor).toBe('rgb(46, 157, 79)');
    expect(BAND_COLOURS.inRange).toBe('#2e9d4f');
    expect(within(panel).getByRole('row', { name: /Level 2 hypoglycaemia/ }).textContent).toBe('Level 2 hypoglycaemia (< 54 mg/dL)120 min');
    expect(within(panel).getByRole('row', { name: /Level 1 hyperglycaemia/ }).textContent).toBe('Level 1 hyperglycaemia (> 180 mg/dL)91 h 35 min');
    expect(within(panel).getByRole('row', { name: /Extended hyperglycaemia/ }).textContent).toBe('Extended hyperglycaemia (> 250 mg/dL for 90 of 120 min)1--');
  });

  it('shows meter figures without any CGM metric or sufficiency message', () => {
    render(<MetricsPanel metrics={meterMetrics()} unit="mmol/L" />);
    const panel = screen.getByRole('region', { name: 'Time in Ranges' });
    expect(within(panel).getByText(/· 12 meter readings$/)).toBeTruthy();
    expect(within(panel).getAllByRole('listitem')[2]!.textContent).toBe('Target range (3.9–10.0 mmol/L): 68.2%');
    expect(within(panel).getByText('Standard deviation').nextSibling?.textContent).toBe('2.7 mmol/L');
    expect(within(panel).queryByText('GMI (estimated A1c)')).toBeNull();
    expect(within(panel).getByText(/GMI, GRI, time in tight range, episodes and the consensus goals need CGM readings/)).toBeTruthy();
    expect(within(panel).queryByText(/sensor data/)).toBeNull();
    expect(within(panel).queryByRole('table')).toBeNull();
  });
});
