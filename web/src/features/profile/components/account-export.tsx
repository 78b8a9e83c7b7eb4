import { useState } from 'react';
import { ACCOUNT_EXPORT_TEXT } from '@glyco/contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { exportFailureMessage } from '../../../lib/export-failure';
import { useSetAtom } from '../../../lib/jotai';
import { showToastAtom } from '../../../lib/toasts';
import { downloadAccountExport, type AccountExportKind } from '../api/account-export';

/** The Profile page's offer of the person's whole record: a zip of everything, or a FHIR R4 file. */
export function AccountExport() {
  const showToast = useSetAtom(showToastAtom);
  const [busy, setBusy] = useState<AccountExportKind | null>(null);

  async function download(kind: AccountExportKind) {
    setBusy(kind);
    try {
      showToast({ type: 'success', message: ACCOUNT_EXPORT_TEXT.downloaded(await downloadAccountExport(kind)) });
    } catch (error) {
      console.error('Account export failed', error);
      showToast({ type: 'error', message: exportFailureMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  const button = (kind: AccountExportKind, label: string, variant?: 'outline') => (
    <Button variant={variant} onClick={() => download(kind)} disabled={busy !== null} aria-busy={busy === kind}>
      {busy === kind ? ACCOUNT_EXPORT_TEXT.preparing : label}
    </Button>
  );

  return (
    <Card title={ACCOUNT_EXPORT_TEXT.title} className="mt-4">
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{ACCOUNT_EXPORT_TEXT.explanation}</p>
      <div className="flex flex-wrap gap-2">
        {button('zip', ACCOUNT_EXPORT_TEXT.zipButton)}
        {button('fhir', ACCOUNT_EXPORT_TEXT.fhirButton, 'outline')}
      </div>
    </Card>
  );
}
