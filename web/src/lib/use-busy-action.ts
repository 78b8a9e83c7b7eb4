import { useState } from 'react';

/**
 * One action at a time behind a button: `busy` while it runs, and a message to show, set to the
 * failure's text when it throws (logged with its error) and clearable by the caller.
 */
export function useBusyAction() {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<void>, failed: string): Promise<void> {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      console.error(failed, error);
      setMessage(failed);
    } finally {
      setBusy(false);
    }
  }
  return { busy, message, setMessage, run };
}
