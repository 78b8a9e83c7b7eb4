import { useState } from 'react';
import { DOCTOR_ACCESS_TEXT } from '@glyco/contracts';
import { Button } from '../../../components/ui/button';

/** The code the server just issued: the one time it is shown. */
export function IssuedAccessCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch (error) {
      // Without clipboard permission the code stays on screen to copy by hand.
      console.error('Copying the access code failed', error);
    }
  }

  return (
    <div className="space-y-2 rounded-lg border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-700 dark:bg-emerald-950">
      <div className="flex flex-wrap items-center gap-3">
        <output aria-label="New access code" className="font-mono text-xl font-semibold tracking-wider break-all text-slate-900 dark:text-slate-100">
          {code}
        </output>
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? DOCTOR_ACCESS_TEXT.copied : DOCTOR_ACCESS_TEXT.copy}
        </Button>
      </div>
      <p className="text-sm font-medium text-emerald-900 dark:text-emerald-200">{DOCTOR_ACCESS_TEXT.notShownAgain}</p>
    </div>
  );
}
