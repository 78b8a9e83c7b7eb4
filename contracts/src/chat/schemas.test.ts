import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../shared/field-errors';
import { chatGreeting } from './messages';
import { chatRequestSchema } from './schemas';

describe('chatRequestSchema', () => {
  it('trims the message and refuses blank ones', () => {
    expect(chatRequestSchema.parse({ message: '  hi  ', userName: 'Ada' })).toEqual({ message: 'hi', userName: 'Ada' });
    const result = chatRequestSchema.safeParse({ message: '   ' });
    if (result.success) throw new Error('expected a failure');
    expect(fieldErrors(result.error)).toEqual({ message: 'Message cannot be empty' });
  });

  it('takes an optional time-zone offset in minutes east of UTC', () => {
    expect(chatRequestSchema.parse({ message: 'hi', timezoneOffsetMinutes: -300 }).timezoneOffsetMinutes).toBe(-300);
    expect(chatRequestSchema.safeParse({ message: 'hi', timezoneOffsetMinutes: 900 }).success).toBe(false);
  });

  it('calls a nameless user a valued user', () => {
    expect(chatRequestSchema.parse({ message: 'hi' }).userName).toBe('valued user');
  });
});

describe('chatGreeting', () => {
  it('greets by name or as there', () => {
    expect(chatGreeting()).toBe(
      "Hello there! I'm the chatbot. I'm here to provide general information and support on your diabetes journey. How can I help you today?",
    );
    expect(chatGreeting('Ada').startsWith('Hello Ada! ')).toBe(true);
  });
});
