// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { appendChatHistory, CHAT_HISTORY_MAX_MESSAGES, forgetChatHistories, readChatHistory, writeChatHistory } from './chat-history';

afterEach(() => window.localStorage.clear());

describe('chat history', () => {
  it("keeps each account's conversation apart", () => {
    writeChatHistory('ada', [{ from: 'user', text: 'hi' }]);
    writeChatHistory('bo', [{ from: 'user', text: 'hello' }]);
    expect(readChatHistory('ada')).toEqual([{ from: 'user', text: 'hi' }]);
    expect(readChatHistory('bo')).toEqual([{ from: 'user', text: 'hello' }]);
    expect(readChatHistory('cy')).toBeNull();
  });

  it('adds a late reply after the kept messages', () => {
    writeChatHistory('ada', [{ from: 'user', text: 'hi' }]);
    appendChatHistory('ada', { from: 'bot', text: 'Hello', kind: 'answer', suggestions: [] });
    expect(readChatHistory('ada')?.map((message) => message.text)).toEqual(['hi', 'Hello']);
  });

  it('keeps only the newest messages', () => {
    const many = Array.from({ length: CHAT_HISTORY_MAX_MESSAGES + 5 }, (_, index) => ({ from: 'user' as const, text: String(index) }));
    writeChatHistory('ada', many);
    const kept = readChatHistory('ada')!;
    expect(kept).toHaveLength(CHAT_HISTORY_MAX_MESSAGES);
    expect(kept[0]?.text).toBe('5');
  });

  it('ignores a kept value that is not a conversation', () => {
    window.localStorage.setItem('chat-history:ada', '{not json');
    expect(readChatHistory('ada')).toBeNull();
    window.localStorage.setItem('chat-history:ada', JSON.stringify([{ from: 'someone', text: 1 }]));
    expect(readChatHistory('ada')).toBeNull();
  });

  it("forgets every conversation at sign-out and leaves the rest of storage", () => {
    writeChatHistory('ada', [{ from: 'user', text: 'hi' }]);
    writeChatHistory('bo', [{ from: 'user', text: 'hello' }]);
    window.localStorage.setItem('theme', 'dark');
    forgetChatHistories();
    expect(readChatHistory('ada')).toBeNull();
    expect(readChatHistory('bo')).toBeNull();
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });
});
