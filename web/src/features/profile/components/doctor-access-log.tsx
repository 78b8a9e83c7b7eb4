import { useQuery } from '@tanstack/react-query';
import { describeVisitActivity, type ClinicianAccessVisit } from '@glyco/contracts';
import { accessEndsText, visitTimeRange } from '../access-log-text';
import { accessLogQuery } from '../queries';
import { usePanelShown } from './tab-panel';

type LogState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; visits: ClinicianAccessVisit[]; loadedAt: Date };

const muted = 'text-sm text-slate-600 dark:text-slate-400';

function useAccessLog(): LogState {
  // Loaded again each time the panel is shown, so access that happened meanwhile appears.
  const { data, dataUpdatedAt, isError } = useQuery({ ...accessLogQuery(), enabled: usePanelShown() });
  if (data) return { status: 'loaded', visits: data.entries, loadedAt: new Date(dataUpdatedAt) };
  return isError ? { status: 'failed' } : { status: 'loading' };
}

function VisitItem({ visit, now }: { visit: ClinicianAccessVisit; now: Date }) {
  const accessEnds = accessEndsText(visit, now);
  return (
    <li className="py-2">
      <p>
        <time dateTime={visit.startedAt}>{visitTimeRange(visit)}</time> · {describeVisitActivity(visit)}
      </p>
      {accessEnds && <p className={muted}>{accessEnds}</p>}
    </li>
  );
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
      {log.status === 'loaded' && log.visits.length === 0 && <p className={muted}>Your doctor has not opened your data yet.</p>}
      {log.status === 'loaded' && log.visits.length > 0 && (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
          {log.visits.map((visit) => (
            <VisitItem key={visit.accessId} visit={visit} now={log.loadedAt} />
          ))}
        </ul>
      )}
    </section>
  );
}
