import { useState } from 'react';
import { chatGreeting, type ChatMessage } from '@glyco/contracts';
import { sendChatMessage } from './api/send-chat-message';
import { chatFailureMessage } from './chat-failure';

export interface Chat {
  messages: ChatMessage[];
  waiting: boolean;
  /** Sends a trimmed, non-empty message unless one is already waiting; returns whether it was sent. */
  send(text: string): boolean;
}

/** The conversation: idle -> waiting -> idle, with failures shown as bot messages. */
export function useChat(userName: string | undefined): Chat {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [{ from: 'bot', text: chatGreeting(userName) }]);
  const [waiting, setWaiting] = useState(false);

  function send(text: string): boolean {
    const message = text.trim();
    if (!message || waiting) return false;
    setMessages((current) => [...current, { from: 'user', text: message }]);
    setWaiting(true);
    sendChatMessage(message, userName)
      .then(
        (response): ChatMessage => ({ from: 'bot', text: response.reply, kind: response.kind, suggestions: response.suggestions }),
        (error: unknown): ChatMessage => ({ from: 'bot', text: chatFailureMessage(error) }),
      )
      .then((reply) => {
        setMessages((current) => [...current, reply]);
        setWaiting(false);
      });
    return true;
  }

  return { messages, waiting, send };
}
