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

/** Room above an emergency scrolled to the top of the log, so its border shows. */
const EMERGENCY_TOP_GAP_PX = 12;

/** The conversation as a polite live log, scrolled to the newest message (SPEC §9: 300-400 px high). */
export function ChatMessageList({ messages, waiting }: ChatMessageListProps) {
  const log = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const newestIsEmergency = messages.at(-1)?.kind === 'emergency';
  useEffect(() => {
    // An emergency is read from its top: what to do now comes first, even when it is taller than the log.
    if (newestIsEmergency && !waiting && log.current && alert.current) {
      log.current.scrollTop += alert.current.getBoundingClientRect().top - log.current.getBoundingClientRect().top - EMERGENCY_TOP_GAP_PX;
    } else end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, waiting, newestIsEmergency]);

  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      // A scrolling region must be reachable by keyboard to be read.
      tabIndex={0}
      className="h-[clamp(300px,50vh,400px)] space-y-3 overflow-y-auto rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      {messages.map((message, index) =>
        message.from === 'bot' && message.kind === 'emergency' ? (
          <EmergencyReply key={index} text={message.text} ref={index === messages.length - 1 ? alert : undefined} />
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
