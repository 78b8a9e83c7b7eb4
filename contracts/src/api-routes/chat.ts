import { chatRequestSchema, chatResponseSchema } from '../chat/schemas';
import { defineRoute } from './define-route';

export const chatRoutes = {
  ask: defineRoute({
    method: 'POST',
    path: '/api/chatbot',
    tag: 'Assistant',
    summary: 'Ask the assistant about your own data or a diabetes term',
    caller: 'person',
    body: chatRequestSchema,
    response: chatResponseSchema,
  }),
} as const;
