// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentGlucose } from '@glyco/contracts';
import { cgmMetrics, statsOf } from '../../../testing/glucose-metrics';
import { CurrentGlucoseTile } from './current-glucose';

const MINUTE = 60_000;
const takenAt = new Date('2026-11-28T18:00:00.000Z');

function currentAt(trend: CurrentGlucose['trend']): CurrentGlucose {
  return { reading: { value: 142, timestamp: takenAt.toISOString(), readingType: 'CGM' }, ageMinutes: 0, trend, window: 'last24Hours', stats: statsOf(cgmMetrics()) };
}

const shown = (term: string) => screen.getByText(term).nextSibling?.textContent;

afterEach(() => vi.useRealTimers());

describe('the current glucose as time passes', () => {
  it('ticks its age as each minute passes, then greys out and says how long there has been no reading', () => {
    vi.useFakeTimers({ now: takenAt.getTime() + 2 * MINUTE + 30_000 });
    render(<CurrentGlucoseTile current={currentAt({ trend: 'risingSlowly', rateMgdlPerMinute: null, from: 'device' })} unit="mg/dL" target={{ min: 70, max: 180 }} />);
    expect(shown('Age')).toBe('2 min ago');
    act(() => vi.advanceTimersByTime(29_000));
    expect(shown('Age')).toBe('2 min ago');
    act(() => vi.advanceTimersByTime(1_000));
    expect(shown('Age')).toBe('3 min ago');
    expect(shown('Trend')).toBe('↗Rising slowly');
    expect(screen.queryByText(/Not current/)).toBeNull();

    act(() => vi.advanceTimersByTime(14 * MINUTE));
    expect(shown('Age')).toBe('No reading for 17 min');
    expect(screen.getByText('Age').nextElementSibling?.className).toContain('text-slate-500');
    expect(screen.getByText('Glucose').nextElementSibling?.className).toContain('text-slate-500');
    expect(screen.getByText(/Not current/)).toBeTruthy();
  });
});
