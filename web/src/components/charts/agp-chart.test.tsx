// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BAND_COLOURS } from '@glyco/contracts';
import { AgpChart } from './agp-chart';

afterEach(cleanup);

const point = (minute: number, p50: number | null) => ({
  minute,
  p5: p50 === null ? null : p50 - 40,
  p25: p50 === null ? null : p50 - 20,
  p50,
  p75: p50 === null ? null : p50 + 20,
  p95: p50 === null ? null : p50 + 40,
});

describe('AgpChart', () => {
  it('draws the points at their minute of the day, breaking the curves where a bin is empty', () => {
    const data = [point(7.5, 100), point(22.5, 110), point(37.5, null), point(52.5, 120), point(67.5, 130)];
    const { container } = render(
      <AgpChart data={data} width={1520} height={256} yDomain={[40, 200]} band={{ min: 70, max: 180 }} formatMinute={String} unitLabel="mg/dL" title="AGP" description="Median lowest 100" />,
    );
    expect(screen.getByRole('img', { name: /AGP.*Median lowest 100/ })).toBeTruthy();
    // 1520 px less 56 + 24 px of margins: one minute per px.
    const median = container.querySelector('path[stroke="#0369a1"]')?.getAttribute('d') ?? '';
    expect(median.match(/M/g)).toHaveLength(2);
    expect(median).toMatch(/^M7.5,/);
    expect(container.querySelector('[data-testid="target-band"]')?.getAttribute('fill')).toBe(BAND_COLOURS.inRange);
  });

  it('shows a bin between two empty ones as a dot', () => {
    const data = [point(7.5, null), point(22.5, 110), point(37.5, null), point(52.5, 120), point(67.5, 130)];
    const { container } = render(
      <AgpChart data={data} width={1520} height={256} yDomain={[40, 200]} band={{ min: 70, max: 180 }} formatMinute={String} unitLabel="mg/dL" title="AGP" description="d" />,
    );
    expect([...container.querySelectorAll('circle')].map((circle) => circle.getAttribute('cx'))).toEqual(['22.5']);
  });
});
