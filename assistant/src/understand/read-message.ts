import nlp from 'compromise';

/** A message as the recognisers read it: compromise's parse of the normalised text. */
export type MessageDoc = ReturnType<typeof nlp>;

export interface ReadMessage {
  /** Lower case, straight quotes, number words as digits, single spaces. */
  text: string;
  doc: MessageDoc;
}

/**
 * How close a typed word must be to a pattern's `~word~` to count (compromise's fuzzy match):
 * "shakey", "dizy", "sensr" and "hypoo" match; "consumed" does not match "unconscious".
 */
export const TYPO_TOLERANCE = { fuzzy: 0.8 } as const;

/** Lower case, straight quotes, a letter typed three or more times once ("lowww" -> "low"), single spaces. */
export function normaliseText(message: string): string {
  return message
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/([a-z])\1{2,}/g, '$1')
    // "hipo", "hyppo": hypo as often mistyped, too far from the word for the typo-forgiving match.
    .replace(/\b(?:hipo|hyppo|hypoe|hypho)(s?)\b/g, 'hypo$1')
    // "2,9" is a decimal comma (mmol/L as many write it), never a thousands separator at this size.
    .replace(/\b(\d{1,2}),(\d)\b/g, '$1.$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Patterns are parsed once, not on every message. */
const parsedPatterns = new Map<string, ReturnType<typeof nlp.parseMatch>>();
function parsed(pattern: string): ReturnType<typeof nlp.parseMatch> {
  let match = parsedPatterns.get(pattern);
  if (!match) parsedPatterns.set(pattern, (match = nlp.parseMatch(pattern, TYPO_TOLERANCE)));
  return match;
}

/** Words that name a time, spelled right so chrono-node finds the period in "yesteday" or "wensday". */
const TIME_WORDS = ['yesterday', 'today', 'tonight', 'weekend', 'morning', 'evening', 'afternoon', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'fortnight'];

const ANY_TIME_WORD = `(${TIME_WORDS.map((word) => `~${word}~`).join('|')})`;

function spellTimeWords(doc: MessageDoc): void {
  doc.match(parsed(ANY_TIME_WORD), undefined, TYPO_TOLERANCE).forEach((typed) => {
    if (TIME_WORDS.includes(typed.text('normal'))) return;
    const word = TIME_WORDS.find((candidate) => typed.match(parsed(`~${candidate}~`), undefined, TYPO_TOLERANCE).found);
    if (word) typed.replaceWith(word);
  });
}

/** Parses a message once; number words become digits ("fifty two" -> "52"), time words are spelled right. */
export function readMessage(message: string): ReadMessage {
  const doc = nlp(normaliseText(message));
  doc.numbers().toNumber();
  spellTimeWords(doc);
  doc.compute('root');
  return { text: doc.text(), doc };
}

/**
 * Whether the message holds one of the compromise patterns, forgiving typos in `~word~` terms.
 * compromise does not nest groups, so a phrase with its own alternatives is a pattern of its own.
 */
export function mentions(message: ReadMessage, patterns: string | readonly string[]): boolean {
  return (typeof patterns === 'string' ? [patterns] : patterns).some((pattern) => message.doc.match(parsed(pattern), undefined, TYPO_TOLERANCE).found);
}

