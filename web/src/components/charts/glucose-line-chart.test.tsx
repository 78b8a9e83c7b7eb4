// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BAND_COLOURS, glucoseColour } from '@glyco/contracts';
import { GlucoseLineChart } from './glucose-line-chart';

afterEach(cleanup);

const data = [
  { date: new Date('2025-01-01T08:00:00Z'), value: 60, colour: glucoseColour(60) },
  { date: new Date('2025-01-01T12:00:00Z'), value: 120, colour: glucoseColour(120) },
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
    expect(container.querySelector('circle')?.getAttribute('fill')).toBe(BAND_COLOURS.low);
    expect(container.querySelector('[data-testid="target-band"]')?.getAttribute('fill')).toBe(BAND_COLOURS.inRange);
  });

  it('spans exactly the y domain it is given (SPEC §9), not a rounded one', () => {
    const { container } = render(
      <GlucoseLineChart data={data} width={600} height={300} yDomain={[40, 210]} formatX={String} unitLabel="mg/dL" title="t" description="d" />,
    );
    // 300 px tall less 16 + 48 px of margins: 236 px for 170 mg/dL.
    const lowest = container.querySelector('circle');
    expect(Number(lowest?.getAttribute('cy'))).toBeCloseTo((236 * (210 - 60)) / 170, 5);
  });

  it('shrinks the dots of a dense trace', () => {
    // 520 px of axis: 66 points are closer than 8 px.
    const many = Array.from({ length: 66 }, (_, index) => ({ date: new Date(Date.UTC(2025, 0, 1, 0, index * 5)), value: 100, colour: glucoseColour(100) }));
    const { container } = render(<GlucoseLineChart data={many} width={600} height={300} yDomain={[40, 210]} formatX={String} unitLabel="mg/dL" title="t" description="d" />);
    expect(container.querySelector('circle')?.getAttribute('r')).toBe('1.75');
  });

  it('joins only the sensor readings, leaving finger-sticks as dots on top', () => {
    const mixed = [
      { date: new Date('2025-01-01T08:00:00Z'), value: 100, colour: glucoseColour(100), sensor: true },
      { date: new Date('2025-01-01T08:05:00Z'), value: 60, colour: glucoseColour(60), sensor: false },
      { date: new Date('2025-01-01T08:10:00Z'), value: 110, colour: glucoseColour(110), sensor: true },
    ];
    const { container } = render(<GlucoseLineChart data={mixed} width={600} height={300} yDomain={[40, 210]} formatX={String} unitLabel="mg/dL" title="t" description="d" />);
    expect(container.querySelector('path')?.getAttribute('d')?.match(/L/g)).toHaveLength(1);
    expect(container.querySelectorAll('circle')[2]?.getAttribute('fill')).toBe(BAND_COLOURS.low);
  });

  it('renders nothing without room', () => {
    const { container } = render(
      <GlucoseLineChart data={data} width={0} height={300} yDomain={[40, 210]} formatX={String} unitLabel="mg/dL" title="t" description="d" />,
    );
    expect(container.querySelector('svg')).toBeNull();
  });
});
