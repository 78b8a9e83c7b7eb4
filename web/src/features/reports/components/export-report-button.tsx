import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useSetAtom } from '../../../lib/jotai';
import { showToastAtom } from '../../../lib/toasts';
import { exportReportPdf } from '../api/export-report-pdf';
import { exportFailureMessage } from '../../../lib/export-failure';
import type { ReportDates, ReportRange } from '../report-dates';

export function ExportReportButton({ range, dates }: { range: ReportRange | null; dates: ReportDates }) {
  const showToast = useSetAtom(showToastAtom);
  const [exporting, setExporting] = useState(false);

  async function exportPdf() {
    if (!range) return;
    setExporting(true);
    try {
      const fileName = await exportReportPdf(range, dates);
      showToast({ type: 'success', message: `Report downloaded: ${fileName}` });
    } catch (error) {
      console.error('Report export failed', error);
      showToast({ type: 'error', message: exportFailureMessage(error) });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button onClick={exportPdf} disabled={exporting || !range} aria-busy={exporting}>
      {exporting ? 'Exporting...' : 'Export Report'}
    </Button>
  );
}
