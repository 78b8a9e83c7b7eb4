import { describe, expect, it } from 'vitest';
import { newDataKey, open, seal } from './sealing';

describe('sealing', () => {
  it('opens what it sealed, with the same key and context only', () => {
    const key = newDataKey();
    const box = seal(key, Buffer.from('142 mg/dL'), 'reading:1');
    expect(open(key, box, 'reading:1').toString()).toBe('142 mg/dL');
    expect(() => open(key, box, 'reading:2')).toThrow();
    expect(() => open(newDataKey(), box, 'reading:1')).toThrow();
  });

  it('never repeats an IV, across many refills of the random pool', () => {
    const key = newDataKey();
    const boxes = Array.from({ length: 2_000 }, (_, index) => seal(key, Buffer.from('same text'), `c:${index % 2}`));
    const ivs = new Set(boxes.map((box) => box.subarray(0, 12).toString('hex')));
    expect(ivs.size).toBe(boxes.length);
    boxes.forEach((box, index) => expect(open(key, box, `c:${index % 2}`).toString()).toBe('same text'));
  });
});
