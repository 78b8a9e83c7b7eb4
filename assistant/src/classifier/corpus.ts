import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SLOTS, TEMPLATES } from './templates';

/**
 * The classifier's training corpus: thousands of phrasings generated from the templates, rewritten
 * for other writers (a parent, a partner, a teenager, someone writing in a second language), with
 * typos, slang and both glucose units, plus the labelled set. Deterministic: the same corpus on every
 * run, so the committed model can be checked against it. Never the held-out or the blind set.
 */
export interface CorpusMessage {
  label: string;
  message: string;
}

/** A deterministic pseudo-random sequence (a linear congruential generator), so the corpus never changes by itself. */
function random(seed: number): () => number {
  let state = seed;
  return () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

type Random = () => number;
const pick = <T>(items: readonly T[], next: Random): T => items[Math.floor(next() * items.length)]!;

function fill(template: string, next: Random): string {
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => pick(SLOTS[slot] ?? [slot], next));
}

/** Someone writing about another person: "im 3.1" -> "my son is 3.1", "my sugar" -> "her sugar". */
function aboutSomeoneElse(text: string, next: Random): string {
  const [subject, possessive] = pick(
    [
      ['my son is', 'his'],
      ['my daughter is', 'her'],
      ['he is', 'his'],
      ['she is', 'her'],
      ['my husband is', 'his'],
      ['my wife is', 'her'],
      ['my kid is', 'my kids'],
      ['my partner is', 'their'],
    ] as const,
    next,
  );
  return text
    .replace(/\b(?:i am|im|i'm)\b/g, subject)
    .replace(/\bmy\b/g, possessive)
    .replace(/\bi\b/g, subject.replace(/ is$/, ''));
}

const TEEN = [
  (text: string) => `${text} rn`,
  (text: string) => `${text} lol`,
  (text: string) => `${text} ngl`,
  (text: string) => `${text} pls`,
  (text: string) => `bruh ${text}`,
  (text: string) => text.replace(/\byou\b/g, 'u').replace(/\bare\b/g, 'r').replace(/\bwhat is\b/g, 'wats'),
  (text: string) => text.replace(/\bright now\b/g, 'rn').replace(/\bplease\b/g, 'pls'),
];

/** A second-language writer: articles dropped, "please" and "how many" for "how much", other word orders. */
const SECOND_LANGUAGE = [
  (text: string) => text.replace(/\b(?:the|a|an) /g, ''),
  (text: string) => `please ${text}`,
  (text: string) => `hello, ${text} please`,
  (text: string) => text.replace(/\bhow much\b/g, 'how many'),
  (text: string) => text.replace(/\bwhat is\b/g, 'what is the').replace(/\bi am\b|\bim\b/g, 'i am having'),
  (text: string) => `i want know ${text}`,
];

const FILLERS = ['quick question ', 'um ', 'so ', 'ok ', ''];
const ENDINGS = ['?', '!', '...', ' ??', '', '', ''];

/** One typo in a longer word: a letter dropped, doubled or swapped with the next. */
function typo(text: string, next: Random): string {
  const words = text.split(' ');
  const candidates = words.map((word, index) => ({ word, index })).filter(({ word }) => /^[a-z]{5,}$/.test(word));
  if (candidates.length === 0) return text;
  const { word, index } = pick(candidates, next);
  const at = 1 + Math.floor(next() * (word.length - 2));
  const kind = Math.floor(next() * 3);
  words[index] = kind === 0 ? word.slice(0, at) + word.slice(at + 1) : kind === 1 ? word.slice(0, at) + word[at] + word.slice(at) : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  return words.join(' ');
}

function paraphrase(text: string, next: Random): string {
  let result = text;
  if (next() < 0.25) result = aboutSomeoneElse(result, next);
  if (next() < 0.2) result = pick(TEEN, next)(result);
  if (next() < 0.15) result = pick(SECOND_LANGUAGE, next)(result);
  if (next() < 0.3) result = typo(result, next);
  if (next() < 0.1) result = typo(result, next);
  if (next() < 0.12) result = pick(FILLERS, next) + result;
  result += pick(ENDINGS, next);
  if (next() < 0.3) result = result[0]!.toUpperCase() + result.slice(1);
  return result;
}

/** How many phrasings each template gives, and the bounds per label so no label swamps the priors. */
const PER_TEMPLATE = 8;
const PER_LABEL = { min: 120, max: 400 };
/** The labelled set counts more than one generated phrasing: it is how people actually wrote. */
const LABELLED_WEIGHT = 3;

function labelledSet(): CorpusMessage[] {
  const text = readFileSync(new URL('../eval/labelled-messages.txt', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [label, message] = line.split('|').map((part) => part.trim());
      return { label: label!, message: message! };
    });
}

export function generatedCorpus(seed = 32): CorpusMessage[] {
  const next = random(seed);
  const corpus: CorpusMessage[] = [];
  for (const [label, templates] of Object.entries(TEMPLATES)) {
    const count = Math.min(PER_LABEL.max, Math.max(PER_LABEL.min, templates.length * PER_TEMPLATE));
    for (let index = 0; index < count; index += 1) {
      const template = templates[index % templates.length]!;
      corpus.push({ label, message: paraphrase(fill(template, next), next) });
    }
  }
  return corpus;
}

/** The generated phrasings and the labelled set, in a fixed order. */
export function trainingCorpus(): CorpusMessage[] {
  const labelled = labelledSet();
  return [...generatedCorpus(), ...Array.from({ length: LABELLED_WEIGHT }, () => labelled).flat()];
}

/** What the committed model was trained on, with the feature version: a different hash means a stale model. */
export function corpusHash(corpus: readonly CorpusMessage[], featureVersion: number): string {
  const hash = createHash('sha256');
  hash.update(String(featureVersion));
  for (const { label, message } of corpus) hash.update(`${label}\t${message}\n`);
  return hash.digest('hex');
}
