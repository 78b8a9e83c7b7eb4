import { useEffect, useState } from 'react';
import type { ClinicianAccessLogEntry } from '@glyco/contracts';
import { formatFull } from '../../../lib/format';
import { describeAccess } from '../access-log-text';
import { getClinicianAccessLog } from '../api/clinician-access-log';
import { usePanelShown } from './tab-panel';

type LogState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; entries: ClinicianAccessLogEntry[] };

const muted = 'text-sm text-slate-600 dark:text-slate-400';

function useAccessLog(): LogState {
  const shown = usePanelShown();
  const [state, setState] = useState<LogState>({ status: 'loading' });
  // Loaded again each time the panel is shown, so access that happened meanwhile appears.
  useEffect(() => {
    if (!shown) return;
    let current = true;
    getClinicianAccessLog()
      .then((log) => current && setState({ status: 'loaded', entries: log.entries }))
      .catch((error: unknown) => {
        console.error('Failed to load the access log', error);
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [shown]);
  return state;
}

export function DoctorAccessLog() {
  const log = useAccessLog();
  return (
    <section aria-labelledby="doctor-access-log-title" aria-busy={log.status === 'loading'}>
      <h2 id="doctor-access-log-title" className="mb-2 font-semibold">
        Recent access by your doctor
      </h2>
      {log.status === 'loading' && <p className={muted}>Loading...</p>}
      {log.status === 'failed' && <p className={muted}>The access history could not be loaded. Please try again later.</p>}
      {log.status === 'loaded' && log.entries.length === 0 && <p className={muted}>Your doctor has not opened your data yet.</p>}
      {log.status === 'loaded' && log.entries.length > 0 && (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
          {log.entries.map((entry, index) => (
            <li key={`${entry.accessId}-${entry.at}-${index}`} className="flex flex-col py-2 sm:flex-row sm:justify-between sm:gap-x-4">
              <span>{describeAccess(entry)}</span>
              <time dateTime={entry.at} className="text-slate-600 dark:text-slate-400">
                {formatFull(entry.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
