// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cgmMetrics, statsOf } from '../../../testing/glucose-metrics';
import { CurrentGlucoseTile } from './current-glucose';

describe('the current glucose at a sensor\'s limit', () => {
  it('reads "below 40", never a measured 39', () => {
    const current = {
      reading: { value: 39, timestamp: new Date().toISOString(), readingType: 'CGM' as const, sensorLimit: 'below' as const },
      ageMinutes: 2, trend: null, window: 'last24Hours' as const, stats: statsOf(cgmMetrics()),
    };
    render(<CurrentGlucoseTile current={current} unit="mg/dL" target={{ min: 70, max: 180 }} />);
    expect(screen.getByText('Glucose').nextSibling?.textContent).toBe('below 40mg/dL');
  });
});
