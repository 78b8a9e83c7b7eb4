import { Chatbot } from '../../features/chat/components/chatbot';
import { usePageTitle } from '../../lib/use-page-title';

export function ChatPage() {
  usePageTitle('Chatbot');
  return <Chatbot />;
}
