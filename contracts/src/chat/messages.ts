/** Chat copy (SPEC §2, §8). */
export const CHAT_MESSAGES = {
  emptyMessage: 'Message cannot be empty',
  authRequired: 'Authentication required. Please log in to use the chatbot.',
  failed: 'Oops! Something went wrong. Please try again.',
  logInToUse: 'Please log in to use the personalized chatbot features.',
  placeholder: 'Type your message...',
  placeholderWaiting: 'Waiting for response...',
  typing: 'Typing...',
} as const;

export function chatGreeting(name?: string): string {
  return `Hello ${name || 'there'}! I'm the chatbot. I'm here to provide general information and support on your diabetes journey. How can I help you today?`;
}

/** What the chat offers to ask when the conversation is empty or a message could not be placed. */
export const CHAT_SUGGESTED_QUESTIONS = [
  'How was my glucose this week?',
  'When do I usually go low?',
  'What should I eat for dinner?',
  'What is my average glucose after lunch?',
  'Is my time in range better than last week?',
  'What is GMI?',
] as const;
