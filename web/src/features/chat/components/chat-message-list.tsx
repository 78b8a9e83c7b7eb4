import { useEffect, useRef } from 'react';
import { CHAT_MESSAGES, type ChatMessage } from '@glyco/contracts';
import { EmergencyReply } from './emergency-reply';

interface ChatMessageListProps {
  messages: ChatMessage[];
  waiting: boolean;
}

const bubble = {
  user: 'ml-auto bg-primary-dark text-white',
  bot: 'mr-auto bg-slate-100 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
} as const;

/** The conversation as a polite live log, scrolled to the newest message (SPEC §9: 300-400 px high). */
export function ChatMessageList({ messages, waiting }: ChatMessageListProps) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, waiting]);

  return (
    <div
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      // A scrolling region must be reachable by keyboard to be read.
      tabIndex={0}
      className="h-[clamp(300px,50vh,400px)] space-y-3 overflow-y-auto rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      {messages.map((message, index) =>
        message.from === 'bot' && message.kind === 'emergency' ? (
          <EmergencyReply key={index} text={message.text} />
        ) : (
          <p key={index} className={`max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-line ${bubble[message.from]}`}>
            <span className="sr-only">{message.from === 'user' ? 'You: ' : 'Chatbot: '}</span>
            {message.text}
          </p>
        ),
      )}
      {waiting && (
        <p className={`max-w-[85%] rounded-lg px-3 py-2 text-sm italic ${bubble.bot}`}>{CHAT_MESSAGES.typing}</p>
      )}
      <div ref={end} aria-hidden="true" />
    </div>
  );
}
