import { useState } from 'react';
import dayjs from 'dayjs';
import { ACCOUNT_EXPORT_TEXT } from '@glyco/contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { exportFailureMessage } from '../../../lib/export-failure';
import { useSetAtom } from '../../../lib/jotai';
import { showToastAtom } from '../../../lib/toasts';
import { downloadAccountExport } from '../../profile/api/account-export';
import { exportReportPdf } from '../../reports/api/export-report-pdf';
import { reportRange } from '../../reports/report-dates';
import { SectionLink } from './section-link';

/** The monthly report covers the last 30 days, today included. */
export const MONTHLY_REPORT_DAYS = 30;

function monthlyReport(now: Date): Promise<string> {
  const dates = { startDate: dayjs(now).subtract(MONTHLY_REPORT_DAYS - 1, 'day').format('YYYY-MM-DD'), endDate: dayjs(now).format('YYYY-MM-DD') };
  return exportReportPdf(reportRange(dates), dates);
}

type Download = 'monthly' | 'doctor';

/** The PDF of the last 30 days, and for the doctor the FHIR record clinics' systems read (the same file as Profile > Your data). */
const downloads: Record<Download, () => Promise<string>> = {
  monthly: () => monthlyReport(new Date()),
  doctor: () => downloadAccountExport('fhir'),
};

function useDownload() {
  const showToast = useSetAtom(showToastAtom);
  const [running, setRunning] = useState<Download | null>(null);
  async function run(kind: Download) {
    setRunning(kind);
    try {
      showToast({ type: 'success', message: ACCOUNT_EXPORT_TEXT.downloaded(await downloads[kind]()) });
    } catch (error) {
      console.error('Dashboard download failed', error);
      showToast({ type: 'error', message: exportFailureMessage(error) });
    } finally {
      setRunning(null);
    }
  }
  return { running, run };
}

export function ReportsResources() {
  const { running, run } = useDownload();
  return (
    <Card title="Reports & Resources" actions={<SectionLink to={paths.reports} label="View All" />}>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => run('monthly')} disabled={running !== null} aria-busy={running === 'monthly'}>
          {running === 'monthly' ? ACCOUNT_EXPORT_TEXT.preparing : 'Generate Monthly Report'}
        </Button>
        <Button variant="outline" onClick={() => run('doctor')} disabled={running !== null} aria-busy={running === 'doctor'}>
          {running === 'doctor' ? ACCOUNT_EXPORT_TEXT.preparing : 'Export Data for Doctor'}
        </Button>
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        The monthly report is a PDF of the last {MONTHLY_REPORT_DAYS} days; the doctor&apos;s export is your record as a FHIR file, the format clinics&apos; systems read.
      </p>
      <aside aria-labelledby="tip-of-the-day" className="mt-6 rounded-lg bg-amber-50 p-4 dark:bg-slate-700">
        <h3 id="tip-of-the-day" className="font-semibold text-amber-800 dark:text-amber-300">
          Tip of the Day
        </h3>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
          Even with a CGM, finger-stick checks still matter: confirm with a meter when your symptoms don&apos;t match the sensor
          reading, during the sensor warm-up, and before treating a low or a high.
        </p>
      </aside>
    </Card>
  );
}
