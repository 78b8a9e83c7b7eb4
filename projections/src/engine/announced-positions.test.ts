import { describe, expect, it } from 'vitest';
import { createAnnouncedPositions } from './announced-positions';

const at = (commit: number) => ({ commit: BigInt(commit), prepare: BigInt(commit) });

describe('the live positions projector commits announced', () => {
  it('answers for projections heard of, and leaves the others to the checkpoint table', () => {
    const announced = createAnnouncedPositions();
    expect(announced.reached(at(5), ['readings'])).toBeUndefined();
    announced.hear({ position: at(10), live: ['readings', 'meals'] });
    expect(announced.reached(at(10), ['readings', 'meals'])).toBe(true);
    expect(announced.reached(at(11), ['readings'])).toBe(false);
    expect(announced.reached(at(5), ['readings', 'daily'])).toBeUndefined();
  });

  it('never moves a projection back, and forgets everything when generations change', () => {
    const announced = createAnnouncedPositions();
    announced.hear({ position: at(20), live: ['readings'] });
    announced.hear({ position: at(12), live: ['readings'] });
    expect(announced.reached(at(20), ['readings'])).toBe(true);
    announced.hear(undefined);
    expect(announced.reached(at(1), ['readings'])).toBeUndefined();
  });
});
