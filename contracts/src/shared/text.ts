import { z } from 'zod';

export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

export function controlCharactersMessage(label: string): string {
  return `${label} must not contain control characters`;
}

const TAB = 0x09;
const LINE_FEED = 0x0a;

/**
 * C0 and C1 control characters and DEL, except tab and newline: PostgreSQL refuses NUL, and none
 * of the others belongs in what a person types. A lone UTF-16 surrogate is no character at all
 * (PostgreSQL's jsonb refuses it too); iterating by code point leaves only lone ones unpaired.
 */
export function hasForbiddenCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0)!;
    if (code < 0x20 && code !== TAB && code !== LINE_FEED) return true;
    if (code >= 0x7f && code <= 0x9f) return true;
    if (code >= 0xd800 && code <= 0xdfff) return true;
  }
  return false;
}

/** Windows and old Mac line breaks (a textarea may send either) become one newline. */
const unifyLineBreaks = (value: string) => value.replace(/\r\n?/g, '\n');

/**
 * The one rule for text a person writes: newlines unified, Unicode NFC (so one word is stored,
 * compared and counted one way), trimmed, no control characters but newline and tab, at most
 * `max` UTF-16 code units after all that. Passwords are the exception (never altered: ASVS V6.2.8).
 */
export function text(label: string, max: number, notAString: string = `${label} must be text`) {
  return z
    .string({ error: notAString })
    .overwrite(unifyLineBreaks)
    .normalize('NFC')
    .trim()
    .refine((value) => !hasForbiddenCharacter(value), controlCharactersMessage(label))
    .max(max, tooLongMessage(label, max));
}
