import { useState } from 'react';
import { FOLLOWERS_TEXT } from '@glyco/contracts';
import { Button } from '../../../components/ui/button';

/** The invitation's link, shown once right after it was made, to give by hand as well as by email. */
export function NewLink({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch (error) {
      // Without clipboard permission the link stays on screen to copy by hand.
      console.error('Copying the invitation link failed', error);
    }
  }
  return (
    <div className="space-y-2 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm dark:border-emerald-700 dark:bg-emerald-950">
      <p>{FOLLOWERS_TEXT.linkSent}</p>
      <div className="flex flex-wrap items-center gap-3">
        <output aria-label="Invitation link" className="font-mono text-xs break-all text-slate-900 dark:text-slate-100">
          {link}
        </output>
        <Button variant="outline" onClick={copy}>
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
    </div>
  );
}
