// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GlucoseReading } from '@glyco/contracts';
import { cgmMetrics, statsOf } from '../../../testing/glucose-metrics';
import { GlucoseSummaryCards } from './glucose-summary-cards';
import { ReadingHistory } from './reading-history';

const preferences = { unit: 'mg/dL' as const, target: { min: 70, max: 180 } };
const reading = (id: string, value: number, sensorLimit?: 'below' | 'above'): GlucoseReading => ({
  _id: id, value, unit: 'mg/dL', entered: { value, unit: 'mg/dL' }, timestamp: '2026-11-02T08:00:00.000Z', timezoneOffsetMinutes: 0,
  mealContext: 'Not Specified', readingType: 'CGM', feeling: 'Not Specified', notes: '', tags: [], ...(sensorLimit ? { sensorLimit } : {}),
});

describe('a sensor\'s limit on the Glucose page', () => {
  it('reads "below 40" and "above 400" in the list, a measured value as measured', () => {
    render(<ReadingHistory readings={[reading('a', 39, 'below'), reading('b', 401, 'above'), reading('c', 41)]} {...preferences} onEdit={() => {}} onDelete={() => {}} />);
    const values = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(values).toEqual(['below 40', 'above 400', '41']);
  });

  it('reads "below 40" and "above 400" as the lowest and highest', () => {
    render(<GlucoseSummaryCards stats={statsOf(cgmMetrics({ min: 39, minSensorLimit: 'below', max: 401, maxSensorLimit: 'above' }))} {...preferences} />);
    expect(screen.getByText('Lowest').parentElement!.textContent).toContain('below 40');
    expect(screen.getByText('Highest').parentElement!.textContent).toContain('above 400');
  });
});
