import type pg from 'pg';
import type { ChatResponse, User } from '@glyco/contracts';
import { readModelData, type AssistantData } from './data';
import { DOSING_REFUSAL } from './dosing';
import { computeFacts } from './facts';
import { KNOWLEDGE_BASE } from './knowledge-base';
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
  'I can answer questions about your own data for any period you name ("since Monday", "last weekend", "in October"): a summary of your glucose, your average, time in range, time in tight range, GMI, CV, lows, highs and episodes, carbs and insulin totals, comparisons with the period before, when you usually go low, how your glucose goes after breakfast, lunch or dinner, and meal ideas from your own meals. I can also explain terms like time in range, GMI, CV, hypoglycaemia, basal and bolus, A1c or carb counting. I never suggest insulin doses: for medical decisions, please talk to your care team.';

/** A reply and the facts it was built from; only replies about data and terms may be rephrased by a model. */
export interface Draft {
  reply: string;
  facts: unknown;
  rephrase: boolean;
}

/** The offline reply to a recognised intent, from the person's data. */
export async function draftReply(intent: Intent, userName: string, user: User | undefined, data: AssistantData, asked: AskedAt): Promise<Draft> {
  switch (intent.kind) {
    case 'emergency':
      return { reply: emergencyReply(intent.emergency, user), facts: null, rephrase: false };
    case 'dosing':
      return { reply: DOSING_REFUSAL, facts: null, rephrase: false };
    case 'explain': {
      const entry = KNOWLEDGE_BASE.find((candidate) => candidate.id === intent.entryId)!;
      return { reply: entry.text, facts: { term: entry.id, explanation: entry.text }, rephrase: true };
    }
    case 'greeting':
      return { reply: `Hello ${user?.name || userName}! ${CAPABILITIES}`, facts: null, rephrase: false };
    case 'capabilities':
      return { reply: CAPABILITIES, facts: null, rephrase: false };
    case 'unclear':
      return { reply: CLARIFYING_QUESTION, facts: null, rephrase: false };
    default: {
      const facts = await computeFacts(intent, { data, user, asked });
      return { reply: phraseFacts(facts), facts, rephrase: true };
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
  if (!draft.rephrase || !deps.model) return { reply: draft.reply, suggestions };
  return { reply: await phraseWithModel(deps.model, draft.reply, draft.facts), suggestions };
}
