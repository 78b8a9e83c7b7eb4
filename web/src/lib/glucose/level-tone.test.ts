import { describe, expect, it } from 'vitest';
import { levelTone } from './level-tone';

const target = { min: 70, max: 180 };

describe('levelTone', () => {
  it('is green in range, amber just outside and red far outside', () => {
    expect([49, 50, 69, 70, 180, 181, 230, 231].map((value) => levelTone(value, target))).toEqual([
      'error', 'warning', 'warning', 'success', 'success', 'warning', 'warning', 'error',
    ]);
  });
});
