import { useState, type FormEvent } from 'react';
import { CHAT_MESSAGES } from '@glyco/contracts';
import { inputClass } from '../../../components/form/field-error';
import { Button } from '../../../components/ui/button';

interface ChatInputProps {
  disabled: boolean;
  waiting: boolean;
  onSend(text: string): boolean;
}

/** Text input and Send: Enter submits; the text stays when nothing was sent. */
export function ChatInput({ disabled, waiting, onSend }: ChatInputProps) {
  const [text, setText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (onSend(text)) setText('');
  }

  return (
    <form onSubmit={submit} className="mt-3 flex items-end gap-2">
      <label htmlFor="chat-message" className="sr-only">
        Message
      </label>
      <input
        id="chat-message"
        type="text"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={waiting ? CHAT_MESSAGES.placeholderWaiting : CHAT_MESSAGES.placeholder}
        disabled={disabled}
        className={inputClass}
      />
      <Button type="submit" disabled={disabled || waiting}>
        Send
      </Button>
    </form>
  );
}
