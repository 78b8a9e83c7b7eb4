import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacter, text } from './text';

const notes = text('Notes', 20);

describe('the text rule', () => {
  it('refuses NUL, other control characters and lone surrogates with a field message', () => {
    for (const bad of ['a\u0000b', '\u0007', 'x\u001b[31m', '\u007f', '\u0085', 'half \ud83d', '\udc00 alone']) {
      const result = notes.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Notes must not contain control characters');
    }
  });

  it('keeps newlines and tabs, unifies Windows line breaks, trims and normalises to NFC', () => {
    expect(notes.parse('  one\r\ntwo\rthree\tfour ')).toBe('one\ntwo\nthree\tfour');
    expect(notes.parse('Cafe\u0301')).toBe('Caf\u00e9');
    expect(notes.parse('a 😀 b')).toBe('a 😀 b');
  });

  it('counts the length after normalising', () => {
    expect(notes.safeParse('e\u0301'.repeat(20)).success).toBe(true);
    expect(notes.safeParse('e'.repeat(21)).error?.issues[0]?.message).toBe('Notes must be at most 20 characters');
  });

  it('never lets a forbidden character through, whatever the string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (value) => {
        const result = notes.safeParse(value);
        if (result.success) {
          expect(hasForbiddenCharacter(result.data)).toBe(false);
          expect(result.data).toBe(result.data.normalize('NFC'));
        }
      }),
      { numRuns: 500 },
    );
  });
});
