import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALERT_LINK_TEXT } from '@glyco/contracts';
import { alertRoutes } from '@glyco/contracts/api-routes/alerts';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { apiClient } from '../../../lib/api-client';

const card = 'w-full max-w-md space-y-4 rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8 dark:bg-slate-800 dark:ring-slate-700';

type Outcome = 'answered' | 'alreadyAnswered' | 'invalid';

/**
 * /alerts/acknowledge?token=: the escalation email's link. It answers only when the contact
 * presses the button, so a mail scanner opening the link answers nothing.
 */
export function AnswerAlertLink() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : 'invalid');
  const [busy, setBusy] = useState(false);

  async function answer() {
    setBusy(true);
    try {
      const { acknowledged } = await apiClient.call(alertRoutes.acknowledgeByLink, { body: { token } });
      setOutcome(acknowledged ? 'answered' : 'alreadyAnswered');
    } catch {
      setOutcome('invalid');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={card}>
      <h1 className="text-center text-2xl font-bold">{ALERT_LINK_TEXT.title}</h1>
      {outcome === null && (
        <>
          <p className="text-slate-600 dark:text-slate-400">{ALERT_LINK_TEXT.intro}</p>
          <Button className="w-full" onClick={answer} disabled={busy}>
            {ALERT_LINK_TEXT.answer}
          </Button>
        </>
      )}
      {outcome === 'answered' && <Notice tone="success">{ALERT_LINK_TEXT.answered}</Notice>}
      {outcome === 'alreadyAnswered' && <Notice tone="success">{ALERT_LINK_TEXT.alreadyAnswered}</Notice>}
      {outcome === 'invalid' && <Notice tone="error">{ALERT_LINK_TEXT.invalid}</Notice>}
    </div>
  );
}
