import { z } from 'zod';
import { chatMessageSchema, type ChatMessage } from '@glyco/contracts';

/**
 * The chat conversation, kept in this browser per account so it survives leaving the page and reloading;
 * every kept conversation is forgotten when this device signs out.
 */
const PREFIX = 'chat-history:';
/** The newest messages kept: enough to scroll back through a long conversation, small beside the storage quota. */
export const CHAT_HISTORY_MAX_MESSAGES = 200;

const historySchema = z.array(chatMessageSchema);

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// Storage can throw (private mode, quota); the chat still works, only without memory.
function attempt(action: (storage: Storage) => void): void {
  try {
    const storage = local();
    if (storage) action(storage);
  } catch {
    // Nothing kept: the conversation lasts as long as the page.
  }
}

export function readChatHistory(accountId: string): ChatMessage[] | null {
  let raw: string | null = null;
  attempt((storage) => (raw = storage.getItem(PREFIX + accountId)));
  if (raw === null) return null;
  try {
    const parsed = historySchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.length > 0 ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeChatHistory(accountId: string, messages: readonly ChatMessage[]): void {
  attempt((storage) => storage.setItem(PREFIX + accountId, JSON.stringify(messages.slice(-CHAT_HISTORY_MAX_MESSAGES))));
}

/** Adds a reply that arrived after its page was left. */
export function appendChatHistory(accountId: string, message: ChatMessage): void {
  writeChatHistory(accountId, [...(readChatHistory(accountId) ?? []), message]);
}

/** Forgets every account's conversation on this device (at sign-out). */
export function forgetChatHistories(): void {
  attempt((storage) => {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key?.startsWith(PREFIX) ?? false);
    for (const key of keys) storage.removeItem(key);
  });
}
