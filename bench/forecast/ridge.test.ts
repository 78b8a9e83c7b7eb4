import { describe, expect, it } from 'vitest';
import { NormalEquations } from './ridge';

describe('NormalEquations', () => {
  it('recovers the weights of an exact linear relation', () => {
    const eq = new NormalEquations(3);
    for (let a = -3; a <= 3; a++) for (let b = -2; b <= 2; b++) eq.add([1, a, b], 4 + 2 * a - 0.5 * b);
    eq.solve(0).forEach((w, i) => expect(w).toBeCloseTo([4, 2, -0.5][i]!, 9));
  });

  it('shrinks the weights, not the intercept, as the penalty grows', () => {
    const eq = new NormalEquations(2);
    for (let a = -3; a <= 3; a++) eq.add([1, a], 10 + a);
    const [intercept, slope] = eq.solve(1e9);
    expect(intercept).toBeCloseTo(10, 6);
    expect(Math.abs(slope!)).toBeLessThan(1e-6);
  });
});
