import { useState } from 'react';
import { INSULIN_MESSAGES } from '@glyco/contracts';
import { Button } from '../../../components/ui/button';
import { messageOr } from '../../../lib/api-error';
import { useSetAtom } from '../../../lib/jotai';
import { showToastAtom } from '../../../lib/toasts';
import { exportInsulinCsv } from '../api/export-insulin-csv';

export const addDoseButtonId = 'add-dose-button';

export function InsulinActions({ onAdd, onCalculate }: { onAdd: () => void; onCalculate: () => void }) {
  const showToast = useSetAtom(showToastAtom);
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await exportInsulinCsv();
      showToast({ type: 'success', message: 'Insulin data exported successfully!' });
    } catch (error) {
      showToast({ type: 'error', message: messageOr(error, INSULIN_MESSAGES.exportFailed) });
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <Button id={addDoseButtonId} onClick={onAdd}>
        Add Dose
      </Button>
      <Button variant="outline" onClick={onCalculate}>
        Bolus Calculator
      </Button>
      <Button variant="outline" onClick={exportCsv} disabled={exporting}>
        {exporting ? 'Exporting...' : 'Export'}
      </Button>
    </>
  );
}
