import { CHAT_MESSAGES } from '@glyco/contracts';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useAtomValue } from '../../../lib/jotai';
import { currentUserAtom } from '../../../lib/session';
import { readToken } from '../../../lib/storage';
import { useChat } from '../use-chat';
import { ChatInput } from './chat-input';
import { ChatMessageList } from './chat-message-list';

export function Chatbot() {
  const user = useAtomValue(currentUserAtom);
  const chat = useChat(user?.name);
  const signedIn = readToken() !== null;

  return (
    <div className="space-y-6">
      <PageHeader title="Chatbot" />
      <Card title="Diabetes assistant" subtitle="General information and your own logged data. Not a substitute for your care team.">
        <ChatMessageList messages={chat.messages} waiting={chat.waiting} />
        <ChatInput disabled={!signedIn} waiting={chat.waiting} onSend={chat.send} />
        {!signedIn && <p className="mt-2 text-sm text-amber-700 dark:text-amber-300">{CHAT_MESSAGES.logInToUse}</p>}
      </Card>
    </div>
  );
}
