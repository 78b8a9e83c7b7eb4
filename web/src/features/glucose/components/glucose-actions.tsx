import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { messageOr } from '../../../lib/api-error';
import { useSetAtom } from '../../../lib/jotai';
import { showToastAtom } from '../../../lib/toasts';
import type { DateRange } from '../api/glucose-readings';
import { exportGlucoseCsv } from '../api/export-glucose-csv';

export const addReadingButtonId = 'add-reading-button';

export function GlucoseActions({ range, onAdd }: { range: DateRange; onAdd: () => void }) {
  const showToast = useSetAtom(showToastAtom);
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await exportGlucoseCsv(range);
      showToast({ type: 'success', message: 'Glucose data exported successfully!' });
    } catch (error) {
      showToast({ type: 'error', message: messageOr(error, 'Failed to export data. Please try again.') });
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <Button id={addReadingButtonId} onClick={onAdd}>
        Add Reading
      </Button>
      <Button variant="outline" onClick={exportCsv} disabled={exporting}>
        {exporting ? 'Exporting...' : 'Export'}
      </Button>
      <ButtonLink variant="outline" to={paths.import}>
        Import
      </ButtonLink>
    </>
  );
}
