import type pg from 'pg';
import type { ChatReplyKind, ChatResponse, User } from '@glyco/contracts';
import { readModelData, type AssistantData } from './data';
import { BOLUS_CALCULATOR_POINTER, DOSING_REFUSAL } from './dosing';
import { computeFacts } from './facts';
import { knowledgeEntry } from './knowledge-base';
import { phraseWithModel, type ModelConfig } from './model-phrasing';
import { phraseFacts } from './phrase-facts';
import { emergencyReply } from './safety/emergency-reply';
import { CLARIFYING_QUESTION, suggestionsFor } from './suggestions';
import type { Intent } from './understand/intent';
import type { AskedAt } from './understand/periods';
import { recogniseIntent } from './understand/recognise';

export interface ChatQuestion {
  userId: string;
  userName: string;
  message: string;
  timezoneOffsetMinutes: number | undefined;
}

export interface AnswerDeps {
  pool: pg.Pool;
  model: ModelConfig | undefined;
  now?: () => Date;
}

export const CAPABILITIES =
  'I can answer questions about your own data for any period you name ("since Monday", "last weekend", "in October"): a summary of your glucose, your average, time in range, time in tight range, GMI, CV, lows, highs and episodes, carbs and insulin totals, comparisons with the period before, when you usually go low, how your glucose goes after breakfast, lunch or dinner, and meal ideas from your own meals. I can also explain terms like time in range, GMI, CV, hypoglycaemia, basal and bolus, A1c or carb counting. I never suggest insulin doses myself: for a meal, Insulin > Bolus Calculator works one out from the settings your care team gave you, and for medical decisions, please talk to your care team.';

/** A reply and the facts it was built from; only replies about data and terms may be rephrased by a model. */
export interface Draft {
  reply: string;
  kind: ChatReplyKind;
  facts: unknown;
  rephrase: boolean;
}

/** "Thanks", "bye": a short friendly reply. */
export const THANKS_REPLY = "You're welcome! Ask me about your glucose, meals or insulin any time. Take care.";

/** The offline reply to a recognised intent, from the person's data. */
export async function draftReply(intent: Intent, userName: string, user: User | undefined, data: AssistantData, asked: AskedAt): Promise<Draft> {
  switch (intent.kind) {
    case 'emergency':
      return { reply: emergencyReply(intent.emergency, user), kind: 'emergency', facts: null, rephrase: false };
    case 'dosing':
      return { reply: intent.meal ? `${DOSING_REFUSAL} ${BOLUS_CALCULATOR_POINTER}` : DOSING_REFUSAL, kind: 'dosing', facts: null, rephrase: false };
    case 'explain': {
      const entry = knowledgeEntry(intent.entryId)!;
      return { reply: entry.text, kind: 'answer', facts: { term: entry.id, explanation: entry.text }, rephrase: true };
    }
    case 'greeting':
      return { reply: `Hello ${user?.name || userName}! ${CAPABILITIES}`, kind: 'answer', facts: null, rephrase: false };
    case 'thanks':
      return { reply: THANKS_REPLY, kind: 'answer', facts: null, rephrase: false };
    case 'capabilities':
      return { reply: CAPABILITIES, kind: 'answer', facts: null, rephrase: false };
    case 'unclear':
      return { reply: CLARIFYING_QUESTION, kind: 'answer', facts: null, rephrase: false };
    default: {
      const facts = await computeFacts(intent, { data, user, asked });
      return { reply: phraseFacts(facts), kind: 'answer', facts, rephrase: true };
    }
  }
}

/** Safety first on the raw text -> intent -> facts from the read models and the engine -> reply (optionally rephrased). */
export async function answerQuestion(question: ChatQuestion, deps: AnswerDeps): Promise<ChatResponse> {
  const asked = { now: deps.now?.() ?? new Date(), timezoneOffsetMinutes: question.timezoneOffsetMinutes };
  const intent = recogniseIntent(question.message, asked);
  const data = readModelData(deps.pool, question.userId);
  const user = await data.user();
  const draft = await draftReply(intent, question.userName, user, data, asked);
  const suggestions = suggestionsFor(intent);
  if (!draft.rephrase || !deps.model) return { reply: draft.reply, kind: draft.kind, suggestions };
  return { reply: await phraseWithModel(deps.model, draft.reply, draft.facts), kind: draft.kind, suggestions };
}
