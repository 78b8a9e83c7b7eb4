// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeviceStatusSummary } from '@glyco/contracts';
import { LoopStatusLine } from './loop-status';

afterEach(cleanup);

/** The line as read, its non-breaking spaces as plain ones. */
const shownText = () => screen.getByLabelText('Loop status').textContent?.replaceAll('\u00a0', ' ');

const now = new Date('2026-11-28T12:00:00.000Z');
const status: DeviceStatusSummary = {
  device: 'loop://iPhone',
  createdAt: '2026-11-28T11:57:00.000Z',
  loopAt: '2026-11-28T11:57:00.000Z',
  loopFailure: null,
  iobUnits: 1.23,
  cobGrams: 20,
  pumpReservoirUnits: null,
  pumpBatteryPercent: 45,
  pumpSuspended: null,
  uploaderBatteryPercent: 80,
};

describe('the loop status line', () => {
  it('reads the loop, insulin and carbs on board and the pump battery', () => {
    render(<LoopStatusLine status={status} now={now} />);
    expect(shownText()).toBe('Loop 3 min ago · IOB 1.2 U · COB 20 g · pump 45 %');
  });

  it('says when the loop failed and how much insulin the pump has left', () => {
    render(<LoopStatusLine status={{ ...status, loopFailure: 'Pump communication error', iobUnits: null, cobGrams: null, pumpReservoirUnits: 120.4 }} now={now} />);
    expect(shownText()).toBe('Loop failed 3 min ago · pump 45 % · 120 U left');
  });

  it('is hidden when no loop uploads', () => {
    const { container } = render(<LoopStatusLine status={null} now={now} />);
    expect(container.innerHTML).toBe('');
  });
});
