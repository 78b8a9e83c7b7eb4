import { describe, expect, it } from 'vitest';
import { BAND_COLOURS } from '@glyco/contracts';
import { contrastRatio, textColourOn } from './colour-contrast';

describe('textColourOn', () => {
  it('keeps WCAG AA contrast (4.5:1) on every band colour', () => {
    for (const colour of Object.values(BAND_COLOURS)) expect(contrastRatio(colour, textColourOn(colour)), colour).toBeGreaterThanOrEqual(4.5);
  });

  it('puts white on dark colours and dark text on light ones', () => {
    expect(textColourOn('#000000')).toBe('#ffffff');
    expect(textColourOn('#ffffff')).toBe('#000000');
  });
});
