import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, HTTP_MESSAGES } from '@glyco/contracts';
import { ApiError } from '../../lib/api-error';
import { chatFailureMessage } from './chat-failure';

describe('chatFailureMessage', () => {
  it("says the server's reason for a refused message, the field's own message first", () => {
    const refused = new ApiError('http', 400, 'Bad Request', HTTP_MESSAGES.validationFailed, { message: 'Message must be at most 2000 characters' });
    expect(chatFailureMessage(refused)).toBe('Message must be at most 2000 characters');
  });

  it("says the server's message for a refusal without fields", () => {
    expect(chatFailureMessage(new ApiError('http', 429, 'Too Many Requests', HTTP_MESSAGES.tooManyRequests))).toBe(HTTP_MESSAGES.tooManyRequests);
  });

  it('asks to log in after a 401', () => {
    expect(chatFailureMessage(new ApiError('http', 401, 'Unauthorized', 'Authentication required'))).toBe(CHAT_MESSAGES.authRequired);
  });

  it('stays generic for server faults, lost connections and unknown errors', () => {
    expect(chatFailureMessage(new ApiError('http', 500, 'Internal Server Error', 'stack trace'))).toBe(CHAT_MESSAGES.failed);
    expect(chatFailureMessage(new ApiError('network', 0, '', ''))).toBe(CHAT_MESSAGES.failed);
    expect(chatFailureMessage(new Error('boom'))).toBe(CHAT_MESSAGES.failed);
  });
});
