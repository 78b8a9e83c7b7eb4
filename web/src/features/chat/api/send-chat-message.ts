import { DEFAULT_CHAT_USER_NAME, type ChatResponse } from '@glyco/contracts';
import { chatRoutes } from '@glyco/contracts/api-routes/chat';
import { apiClient } from '../../../lib/api-client';

/** POST /chatbot (SPEC §7): the local offset lets "today" and "this week" mean this person's days. */
export async function sendChatMessage(message: string, userName: string | undefined): Promise<ChatResponse> {
  const response = await apiClient.call(chatRoutes.ask, {
    body: { message, userName: userName || DEFAULT_CHAT_USER_NAME, timezoneOffsetMinutes: -new Date().getTimezoneOffset() },
  });
  return { reply: response.reply, kind: response.kind ?? 'answer', suggestions: response.suggestions ?? [] };
}
