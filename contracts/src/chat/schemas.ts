import { z } from 'zod';
import { optionalText, requiredString, timezoneOffsetMinutes } from '../shared/fields';
import { LIMITS } from '../shared/limits';
import { CHAT_MESSAGES } from './messages';

/** Who the assistant is talking to when the user has no name. */
export const DEFAULT_CHAT_USER_NAME = 'valued user';

export const chatRequestSchema = z.object({
  message: requiredString(CHAT_MESSAGES.emptyMessage, 'Message', LIMITS.chatMessageMax),
  userName: optionalText('User name', LIMITS.nameMax).transform((name) => name || DEFAULT_CHAT_USER_NAME),
  /** The sender's clock, so "today" and "this week" mean their local days; UTC when absent. */
  timezoneOffsetMinutes: timezoneOffsetMinutes.optional(),
});
export type ChatRequest = z.output<typeof chatRequestSchema>;

/**
 * What a reply is: an emergency (what to do now, shown as an alert), a declined dosing question,
 * or an answer (data, explanations, greetings, a clarifying question).
 */
export const CHAT_REPLY_KINDS = ['answer', 'emergency', 'dosing'] as const;
export type ChatReplyKind = (typeof CHAT_REPLY_KINDS)[number];

/** The reply, its kind, and questions to offer as one-tap follow-ups (none, or two or three). */
export const chatResponseSchema = z.object({ reply: z.string(), kind: z.enum(CHAT_REPLY_KINDS).default('answer'), suggestions: z.array(z.string()).max(3).default([]) });
export type ChatResponse = z.infer<typeof chatResponseSchema>;

export const CHAT_SENDERS = ['user', 'bot'] as const;
export const chatMessageSchema = z.object({ from: z.enum(CHAT_SENDERS), text: z.string(), kind: z.enum(CHAT_REPLY_KINDS).optional(), suggestions: z.array(z.string()).optional() });
export type ChatMessage = z.infer<typeof chatMessageSchema>;
