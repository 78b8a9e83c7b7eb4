// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onBoardOf, type OnBoard } from '@glyco/contracts';
import { stubResizeObserver } from '../../../testing/resize-observer-stub';
import { OnBoardPanel } from './on-board-card';
import { OnBoardChart } from './on-board-chart';

beforeEach(stubResizeObserver);
afterEach(cleanup);

const computedAt = new Date('2026-11-28T12:00:00.000Z');
const minutesAfter = (minutes: number) => new Date(computedAt.getTime() + minutes * 60_000);
const minutesBefore = (minutes: number) => minutesAfter(-minutes);

// 4 U an hour ago (0.764 left on oref0's 5-hour curve) and 2 U now: 5.06 U; 60 g an hour ago: 40 g.
const fromRecords: OnBoard = onBoardOf({
  now: computedAt,
  boluses: [
    { units: 4, at: minutesBefore(60) },
    { units: 2, at: computedAt },
  ],
  meals: [{ grams: 60, at: minutesBefore(60) }],
  settings: null,
  deviceStatuses: [],
});

const figure = (label: string) => screen.getByText(label).parentElement!;

describe('the on-board card', () => {
  it('shows insulin and carbs on board from the doses and meals, each with its curve', () => {
    render(<OnBoardPanel onBoard={fromRecords} now={computedAt} />);
    expect(screen.getByLabelText('Insulin on board 5.06 U')).toBeTruthy();
    expect(screen.getByLabelText('Carbs on board 40 g')).toBeTruthy();
    expect(within(figure('Insulin on board')).getByText('From the logged doses')).toBeTruthy();
    expect(within(figure('Carbs on board')).getByText('From the logged meals')).toBeTruthy();
    expect(screen.queryByText('Nothing left from the last hours')).toBeNull();
  });

  it('decays with the clock from the same answer: 30 minutes on, 20 g less 60 x 30/180 = 30 g', () => {
    render(<OnBoardPanel onBoard={fromRecords} now={minutesAfter(30)} />);
    expect(screen.getByLabelText('Carbs on board 30 g')).toBeTruthy();
    const insulin = Number(screen.getByText(/^\d+\.\d\d U$/).textContent!.replace(' U', ''));
    expect(insulin).toBeLessThan(5.06);
    expect(insulin).toBeGreaterThan(3.17);
  });

  it("shows a loop's own figures and says they are the loop's, with their age", () => {
    const fromLoop: OnBoard = {
      ...fromRecords,
      insulin: { ...fromRecords.insulin, value: 2.35, source: 'loop', loopName: 'Loop', at: minutesBefore(3).toISOString() },
      carbs: { ...fromRecords.carbs, value: 24, source: 'loop', loopName: 'Loop', at: minutesBefore(3).toISOString() },
    };
    render(<OnBoardPanel onBoard={fromLoop} now={computedAt} />);
    expect(screen.getByLabelText('Insulin on board 2.35 U')).toBeTruthy();
    expect(screen.getByLabelText('Carbs on board 24 g')).toBeTruthy();
    expect(screen.getAllByText('From Loop, 3 min ago')).toHaveLength(2);
    expect(screen.getByText('Curve from the logged doses')).toBeTruthy();
  });

  it('says nothing is left, without a chart, when nothing was logged', () => {
    const empty = onBoardOf({ now: computedAt, boluses: [], meals: [], settings: null, deviceStatuses: [] });
    render(<OnBoardPanel onBoard={empty} now={computedAt} />);
    expect(screen.getByLabelText('Insulin on board 0.00 U')).toBeTruthy();
    expect(screen.getByLabelText('Carbs on board 0 g')).toBeTruthy();
    expect(screen.getAllByText('Nothing left from the last hours')).toHaveLength(2);
  });
});

describe('the on-board chart', () => {
  it('draws what is left from now to the end of the curve, named for screen readers', () => {
    render(<OnBoardChart data={fromRecords.carbs.curve} width={400} height={88} colour="#b45309" title="Carbs on board over the next hours" description="40 g now, 0 g by the end of the chart" />);
    const chart = screen.getByRole('img', { name: /Carbs on board over the next hours/ });
    const line = chart.querySelector('path[stroke="#b45309"]')!;
    // A straight line from 40 g at the left to 0 g at the right: its first point is at the top, its last at the bottom.
    const points = line.getAttribute('d')!.match(/-?\d+(\.\d+)?,-?\d+(\.\d+)?/g)!;
    expect(points[0]).toBe('0,0');
    expect(points.at(-1)).toBe('368,56');
  });
});
