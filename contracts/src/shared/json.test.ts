import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json';

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

describe('how deep a JSON value nests', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan([1, { a: [2] }, null], 3)).toBe(false);
  });

  it('measures 100,000 levels without overflowing the stack', () => {
    expect(nestsDeeperThan(nested(100_000), 32)).toBe(true);
  });
});
