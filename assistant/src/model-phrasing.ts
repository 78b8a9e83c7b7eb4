import { z } from 'zod';

/** Optional: an OpenAI-compatible chat-completions endpoint that may rephrase offline replies. */
const modelEnvSchema = z.object({
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
});

export interface ModelConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** The model settings when both LLM_BASE_URL and LLM_API_KEY are set and valid; otherwise offline only. */
export function modelConfigFrom(env: Record<string, string | undefined>): ModelConfig | undefined {
  const parsed = modelEnvSchema.safeParse(env);
  if (!parsed.success || !parsed.data.LLM_BASE_URL || !parsed.data.LLM_API_KEY) return undefined;
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS } = parsed.data;
  return { baseUrl: LLM_BASE_URL.replace(/\/+$/, ''), apiKey: LLM_API_KEY, model: LLM_MODEL, timeoutMs: LLM_TIMEOUT_MS };
}

const completionSchema = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1) });

const INSTRUCTIONS =
  'You rephrase replies of a diabetes self-management assistant so they read warmly and clearly. Use only the facts and the draft you are given. Keep every number and unit exactly as in the draft. Do not add medical advice, doses, or any recommendation to change treatment. Answer in at most four sentences of plain text.';

const numbersIn = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? [];

/** A rephrasing that dropped or changed a figure of the draft is not trusted. */
function keepsEveryNumber(draft: string, phrased: string): boolean {
  const kept = new Set(numbersIn(phrased));
  return numbersIn(draft).every((number) => kept.has(number));
}

export type Fetch = typeof fetch;

/**
 * Asks the model to rephrase the draft, giving it only the computed facts and the draft. Any
 * failure (timeout, HTTP error, odd answer, a lost figure) returns the draft unchanged.
 */
export async function phraseWithModel(config: ModelConfig, draft: string, facts: unknown, fetchImpl: Fetch = fetch): Promise<string> {
  try {
    const response = await fetchImpl(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: JSON.stringify({ facts, draft }) },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) return draft;
    const completion = completionSchema.safeParse(await response.json());
    if (!completion.success) return draft;
    const phrased = completion.data.choices[0]!.message.content.trim();
    return phrased && keepsEveryNumber(draft, phrased) ? phrased : draft;
  } catch {
    return draft;
  }
}
