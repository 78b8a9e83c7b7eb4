import { INSULIN_BRANDS, INSULIN_KINDS } from '../understand/insulin-words';

/**
 * Too much insulin taken: a double dose, the wrong insulin or pen, a dose far above the usual one, or
 * a meal bolus without the meal. Each can bring a severe low hours later (a long-acting insulin
 * over a day), so it is an emergency of its own (ADA Standards of Care 2024, section 6).
 */
const INSULIN = String.raw`(?:${INSULIN_KINDS}|${INSULIN_BRANDS}|insulin|units?|bolus|basal|dose|shot|jab|injection|pen|correction|it)`;
/** A dose given, in the past tense. */
const GAVE = String.raw`(?:took|taken|gave|given|delivered|dispensed|pumped|pushed|injected|bolused|bolussed|dosed|jabbed|done (?:my|his|her)|did (?:my|his|her)|used|put in)`;

const OVERDOSE: readonly RegExp[] = [
  new RegExp(String.raw`\b${GAVE}\b[^.?!]{0,40}\b(?:twice|two times|2 times|double|it again|a second time|instead of|by mistake|by accident|accidentally)\b`),
  new RegExp(String.raw`\b${GAVE}\b[^.?!]{0,20}\b(?:too much|too many|way too|far too|an extra|extra)\b`),
  new RegExp(String.raw`\b(?:accidentally|accidently|mistakenly|by mistake|by accident|forgot i (?:had )?(?:already|took|had))\b[^.?!]{0,40}\b(?:${GAVE}|take|inject|give|bolus|double|doubled|${INSULIN})\b`),
  new RegExp(String.raw`\bwrong (?:pen|insulin|dose|one|cartridge|vial)\b`),
  /\b(?:double|doubled|triple|tripled)[- ]?(?:dosed|bolused|injected|up)\b/,
  /\b(?:overdosed|overdose|od'?d|o\.d\.?)\b/,
  new RegExp(String.raw`\b${GAVE}\b[^.?!]{0,30}\b${INSULIN}\b[^.?!]{0,40}\b(?:did ?n'?t|did not|forgot to|couldn'?t|could not|won'?t|wouldn'?t|refused to|then didn'?t|never) (?:eat|finish)`),
];
/** "Should I take a double dose?" asks for a dose: only a dose already given is an overdose. */
const ASKS = /\b(?:should|shall|can|could|would|is it ok|do i|do you|what if|what happens if)\b/;
const ALREADY_GIVEN = new RegExp(String.raw`\b(?:${GAVE}|accidentally|accidently|by mistake|by accident|overdosed|doubled|double dosed|double bolused)\b`);
const MENTIONS_INSULIN = new RegExp(String.raw`\b${INSULIN}\b`);

export function describesOverdose(text: string): boolean {
  if (!OVERDOSE.some((pattern) => pattern.test(text)) || !MENTIONS_INSULIN.test(text)) return false;
  return ALREADY_GIVEN.test(text) || !ASKS.test(text);
}
