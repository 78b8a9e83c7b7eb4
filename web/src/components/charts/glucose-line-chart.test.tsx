// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GlucoseLineChart } from './glucose-line-chart';

afterEach(cleanup);

const data = [
  { date: new Date('2025-01-01T08:00:00Z'), value: 60, colour: '#ffaa00' },
  { date: new Date('2025-01-01T12:00:00Z'), value: 120, colour: '#2ecc71' },
];

describe('GlucoseLineChart', () => {
  it('draws a point per reading, the target band and a text description', () => {
    const { container } = render(
      <GlucoseLineChart
        data={data}
        width={600}
        height={300}
        yDomain={[40, 210]}
        band={{ min: 70, max: 180 }}
        formatX={(date) => date.toISOString().slice(11, 16)}
        unitLabel="mg/dL"
        title="Glucose readings"
        description="2 readings, lowest 60, highest 120 mg/dL."
      />,
    );
    const chart = screen.getByRole('img', { name: /Glucose readings.*2 readings, lowest 60/ });
    expect(chart).toBeTruthy();
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    expect(container.querySelector('circle')?.getAttribute('fill')).toBe('#ffaa00');
    expect(container.querySelector('rect[fill="rgba(16, 185, 129, 0.15)"]')).toBeTruthy();
  });

  it('spans exactly the y domain it is given (SPEC §9), not a rounded one', () => {
    const { container } = render(
      <GlucoseLineChart data={data} width={600} height={300} yDomain={[40, 210]} formatX={String} unitLabel="mg/dL" title="t" description="d" />,
    );
    // 300 px tall less 16 + 48 px of margins: 236 px for 170 mg/dL.
    const lowest = container.querySelector('circle');
    expect(Number(lowest?.getAttribute('cy'))).toBeCloseTo((236 * (210 - 60)) / 170, 5);
  });

  it('renders nothing without room', () => {
    const { container } = render(
      <GlucoseLineChart data={data} width={0} height={300} yDomain={[40, 210]} formatX={String} unitLabel="mg/dL" title="t" description="d" />,
    );
    expect(container.querySelector('svg')).toBeNull();
  });
});
