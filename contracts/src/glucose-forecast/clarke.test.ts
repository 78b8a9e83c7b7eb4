import { describe, expect, it } from 'vitest';
import { clarkeZone } from './clarke';

describe('Clarke error grid (Clarke et al., Diabetes Care 1987)', () => {
  it('A: within 20 % of the reference, or both below 70', () => {
    expect(clarkeZone(100, 100)).toBe('A');
    expect(clarkeZone(100, 120)).toBe('A');
    expect(clarkeZone(100, 80)).toBe('A');
    expect(clarkeZone(60, 40)).toBe('A');
    expect(clarkeZone(65, 75)).toBe('A');
  });

  it('B: further off without changing the treatment', () => {
    expect(clarkeZone(100, 121)).toBe('B');
    expect(clarkeZone(150, 250)).toBe('B');
    expect(clarkeZone(300, 200)).toBe('B');
  });

  it('C: a value in range read as one to correct', () => {
    expect(clarkeZone(100, 210)).toBe('C');
    expect(clarkeZone(100, 209)).toBe('B');
    expect(clarkeZone(170, 56)).toBe('C');
    expect(clarkeZone(170, 57)).toBe('B');
  });

  it('D: a low or a high missed', () => {
    expect(clarkeZone(50, 100)).toBe('D');
    expect(clarkeZone(300, 150)).toBe('D');
    expect(clarkeZone(250, 180)).toBe('D');
  });

  it('E: a low read as a high, or a high as a low', () => {
    expect(clarkeZone(200, 60)).toBe('E');
    expect(clarkeZone(50, 200)).toBe('E');
  });
});
