import { CHAT_SUGGESTED_QUESTIONS } from '@glyco/contracts';
import type { Intent } from './understand/intent';

/** A short clarifying question: what the assistant can place, with questions to tap. */
export const CLARIFYING_QUESTION =
  'Could you put that another way? I can look at your glucose, meals and insulin for a period you name, find patterns such as when you go low or how you do after meals, suggest meals from your own history, or explain a term. Did you mean one of these?';

const FOLLOW_UPS: Partial<Record<Intent['kind'], readonly string[]>> = {
  summary: ['Is my time in range better than last week?', 'When do I usually go low?'],
  metric: ['How was my glucose this week?', 'Is my time in range better than last week?'],
  compare: ['How was my glucose this week?', 'When do I usually go low?'],
  'low-times': ['How many lows did I have this week?', 'What happens after breakfast?'],
  'high-times': ['When do I usually go low?', 'What happens after breakfast?'],
  'after-meal': ['What should I eat for dinner?', 'When do I usually go low?'],
  'meal-ideas': ['What happens after breakfast?', 'How many carbs did I eat today?'],
  explain: ['How was my glucose this week?', 'What is my time in range?'],
  current: ['How was my glucose today?', 'When do I usually go low?'],
  history: ['How many carbs did I eat today?', 'What happens after breakfast?'],
};

/** The two or three questions offered with a reply; none with an emergency or a dosing answer. */
export function suggestionsFor(intent: Intent): string[] {
  if (intent.kind === 'unclear' || intent.kind === 'greeting' || intent.kind === 'capabilities') return CHAT_SUGGESTED_QUESTIONS.slice(0, 3);
  return [...(FOLLOW_UPS[intent.kind] ?? [])];
}
