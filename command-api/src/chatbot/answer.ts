import type pg from 'pg';
import type { User } from '@glyco/contracts';
import { findUser } from '@glyco/projections/users/query';
import { DOSING_REFUSAL } from './dosing';
import { emergencyReply } from './emergency-reply';
import { computeFacts, type DataIntent } from './facts';
import { recogniseIntent, type Intent } from './intents';
import { KNOWLEDGE_BASE } from './knowledge-base';
import { phraseWithModel, type ModelConfig } from './model-phrasing';
import { phraseFacts } from './phrase-facts';

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

const CAPABILITIES =
  'I can answer questions about your own data, such as "What was my average this week?", "How many lows did I have yesterday?", "How many carbs did I eat today?", "When was my last basal dose?" or "What is my time in range this month?". I can also explain terms like time in range, GMI, CV, hypoglycaemia, basal and bolus, A1c or carb counting. For medical decisions, please talk to your care team.';

/** A reply and the facts it was built from; emergency and dosing replies are never rephrased by a model. */
type Draft = { reply: string; facts: unknown; rephrase: boolean };

async function draftReply(intent: Intent, question: ChatQuestion, user: User | undefined, deps: AnswerDeps): Promise<Draft> {
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
      return { reply: `Hello ${user?.name || question.userName}! ${CAPABILITIES}`, facts: null, rephrase: false };
    case 'unknown':
      return { reply: `I'm not sure I understood that. ${CAPABILITIES}`, facts: null, rephrase: false };
    default: {
      const now = deps.now?.() ?? new Date();
      const context = { pool: deps.pool, userId: question.userId, user, now, timezoneOffsetMinutes: question.timezoneOffsetMinutes };
      const facts = await computeFacts(intent satisfies DataIntent, context);
      return { reply: phraseFacts(facts), facts, rephrase: true };
    }
  }
}

/** normalise -> recognise intent -> compute facts from the read models -> phrase (optionally with a model). */
export async function answerQuestion(question: ChatQuestion, deps: AnswerDeps): Promise<string> {
  const intent = recogniseIntent(question.message);
  const user = await findUser(deps.pool, question.userId);
  const draft = await draftReply(intent, question, user, deps);
  if (!draft.rephrase || !deps.model) return draft.reply;
  return phraseWithModel(deps.model, draft.reply, draft.facts);
}
