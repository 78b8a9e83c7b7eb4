import { useState } from 'react';
import type { CsvDataset } from '@glyco/contracts';
import { Button } from '../../../components/ui/button';
import { exportFailureMessage } from '../../../lib/export-failure';
import { useSetAtom } from '../../../lib/jotai';
import { showToastAtom } from '../../../lib/toasts';
import { exportPatientCsv, exportPatientPdf } from '../api/export-patient-files';
import type { PeriodRange } from '../period';

type Export = 'pdf' | CsvDataset;

const csvButtons: { dataset: CsvDataset; label: string }[] = [
  { dataset: 'glucose', label: 'Export glucose CSV' },
  { dataset: 'meals', label: 'Export meals CSV' },
  { dataset: 'insulin', label: 'Export insulin CSV' },
];

export function ExportActions({ range }: { range: PeriodRange }) {
  const showToast = useSetAtom(showToastAtom);
  const [running, setRunning] = useState<Export | null>(null);

  async function run(kind: Export) {
    setRunning(kind);
    try {
      const fileName = kind === 'pdf' ? await exportPatientPdf(range) : await exportPatientCsv(kind, range);
      showToast({ type: 'success', message: `Downloaded: ${fileName}` });
    } catch (error) {
      console.error('Export failed', error);
      showToast({ type: 'error', message: exportFailureMessage(error) });
    } finally {
      setRunning(null);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => run('pdf')} disabled={running !== null} aria-busy={running === 'pdf'}>
        {running === 'pdf' ? 'Preparing PDF...' : 'Download PDF report'}
      </Button>
      {csvButtons.map(({ dataset, label }) => (
        <Button key={dataset} variant="outline" onClick={() => run(dataset)} disabled={running !== null} aria-busy={running === dataset}>
          {label}
        </Button>
      ))}
    </div>
  );
}
