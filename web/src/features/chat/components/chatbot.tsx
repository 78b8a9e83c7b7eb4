import { CHAT_MESSAGES, CHAT_SUGGESTED_QUESTIONS, type ChatMessage } from '@glyco/contracts';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useAtomValue } from '../../../lib/jotai';
import { currentUserAtom } from '../../../lib/session';
import { useChat, type ChatPerson } from '../use-chat';
import { useSignedIn } from '../use-signed-in';
import { ChatInput } from './chat-input';
import { ChatMessageList } from './chat-message-list';
import { SuggestedQuestions } from './suggested-questions';

/** Before the first question, the starters; after a reply, the follow-ups it offers. */
function questionsToOffer(messages: readonly ChatMessage[]): readonly string[] {
  if (!messages.some((message) => message.from === 'user')) return CHAT_SUGGESTED_QUESTIONS.slice(0, 4);
  const last = messages.at(-1)!;
  return last.from === 'bot' ? (last.suggestions ?? []) : [];
}

function Conversation(person: ChatPerson) {
  const chat = useChat(person);
  const signedIn = useSignedIn();
  return (
    <>
      <ChatMessageList messages={chat.messages} waiting={chat.waiting} />
      <SuggestedQuestions questions={questionsToOffer(chat.messages)} disabled={!signedIn || chat.waiting} onAsk={chat.send} />
      <ChatInput disabled={!signedIn} waiting={chat.waiting} onSend={chat.send} />
      {!signedIn && <p className="mt-2 text-sm text-amber-700 dark:text-amber-300">{CHAT_MESSAGES.logInToUse}</p>}
    </>
  );
}

export function Chatbot() {
  const user = useAtomValue(currentUserAtom);
  return (
    <div className="space-y-6">
      <PageHeader title="Chatbot" />
      <Card title="Diabetes assistant" subtitle="General information and your own logged data. Not a substitute for your care team.">
        {/* Keyed by account: another person signing in on this device opens their own conversation. */}
        <Conversation key={user?._id ?? ''} accountId={user?._id} userName={user?.name} />
      </Card>
    </div>
  );
}
