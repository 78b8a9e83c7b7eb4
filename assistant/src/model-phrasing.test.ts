import { describe, expect, it } from 'vitest';
import { modelConfigFrom, phraseWithModel, type Fetch } from './model-phrasing';

const config = { baseUrl: 'http://model.test/v1', apiKey: 'k', model: 'm', timeoutMs: 50 };
const draft = 'Your average glucose this week was 145.3 mg/dL, from 10 readings.';
const answering = (content: string, status = 200): Fetch => async () => new Response(JSON.stringify({ choices: [{ message: { content } }] }), { status });

describe('modelConfigFrom', () => {
  it('needs both the base URL and the key', () => {
    expect(modelConfigFrom({})).toBeUndefined();
    expect(modelConfigFrom({ LLM_BASE_URL: 'http://model.test/v1/' })).toBeUndefined();
    expect(modelConfigFrom({ LLM_BASE_URL: 'http://model.test/v1/', LLM_API_KEY: 'k' })).toEqual({ baseUrl: 'http://model.test/v1', apiKey: 'k', model: 'gpt-4o-mini', timeoutMs: 8000 });
  });
});

describe('phraseWithModel', () => {
  it('sends only the facts and the draft, and uses a rephrasing that keeps every figure', async () => {
    let sent: any;
    const fetchImpl: Fetch = async (url, init) => {
      sent = { url, body: JSON.parse(String(init?.body)) };
      return answering('This week you averaged 145.3 mg/dL across 10 readings.')(url, init);
    };
    expect(await phraseWithModel(config, draft, { average: 145.3 }, fetchImpl)).toBe('This week you averaged 145.3 mg/dL across 10 readings.');
    expect(sent.url).toBe('http://model.test/v1/chat/completions');
    expect(JSON.parse(sent.body.messages[1].content)).toEqual({ facts: { average: 145.3 }, draft });
  });

  it('falls back to the draft on a lost figure, an error status, a bad body, a network failure or a timeout', async () => {
    expect(await phraseWithModel(config, draft, {}, answering('You averaged about 145 mg/dL.'))).toBe(draft);
    expect(await phraseWithModel(config, draft, {}, answering('fine', 500))).toBe(draft);
    expect(await phraseWithModel(config, draft, {}, async () => new Response('not json'))).toBe(draft);
    expect(await phraseWithModel(config, draft, {}, async () => Promise.reject(new Error('offline')))).toBe(draft);
    const never: Fetch = (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    expect(await phraseWithModel(config, draft, {}, never)).toBe(draft);
  });
});
