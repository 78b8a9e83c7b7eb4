import { useEffect, useRef, useState } from 'react';
import { chatGreeting, type ChatMessage } from '@glyco/contracts';
import { appendChatHistory, readChatHistory, writeChatHistory } from '../../lib/chat-history';
import { sendChatMessage } from './api/send-chat-message';
import { chatFailureMessage } from './chat-failure';

export interface Chat {
  messages: ChatMessage[];
  waiting: boolean;
  /** Sends a trimmed, non-empty message unless one is already waiting; returns whether it was sent. */
  send(text: string): boolean;
}

/** Who is chatting: the conversation is kept per account; without one (signed out) it lasts as long as the page. */
export interface ChatPerson {
  accountId: string | undefined;
  userName: string | undefined;
}

function opening(person: ChatPerson): ChatMessage[] {
  return (person.accountId && readChatHistory(person.accountId)) || [{ from: 'bot', text: chatGreeting(person.userName) }];
}

/** The conversation: idle -> waiting -> idle, with failures shown as bot messages; kept in this browser per account. */
export function useChat(person: ChatPerson): Chat {
  const { accountId, userName } = person;
  const [messages, setMessages] = useState<ChatMessage[]>(() => opening(person));
  const [waiting, setWaiting] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (accountId) writeChatHistory(accountId, messages);
  }, [accountId, messages]);

  function receive(reply: ChatMessage) {
    // A reply that arrives after the page was left still joins the kept conversation.
    if (!mounted.current) {
      if (accountId) appendChatHistory(accountId, reply);
      return;
    }
    setMessages((current) => [...current, reply]);
    setWaiting(false);
  }

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
      .then(receive);
    return true;
  }

  return { messages, waiting, send };
}
