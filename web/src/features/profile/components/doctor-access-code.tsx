import { useState } from 'react';
import { DOCTOR_ACCESS_DEFAULT_EXPIRY_DAYS, DOCTOR_ACCESS_EXPIRY_DAYS, DOCTOR_ACCESS_TEXT, type UserResponse } from '@glyco/contracts';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useAtomValue, useSetAtom } from '../../../lib/jotai';
import { currentUserAtom, setCurrentUserAtom } from '../../../lib/session';
import { useRecordWrite } from '../../../lib/use-record-write';
import { issueDoctorAccessCode, revokeDoctorAccess } from '../api/doctor-access-code';
import { doctorAccessStatus } from '../doctor-access-status';
import { IssuedAccessCode } from './issued-access-code';

const muted = 'text-sm text-slate-600 dark:text-slate-400';
const selectClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

function useDoctorAccess() {
  const user = useAtomValue(currentUserAtom);
  const setUser = useSetAtom(setCurrentUserAtom);
  const [issued, setIssued] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const issueCode = useRecordWrite(['doctorAccess'], issueDoctorAccessCode);
  const revokeCode = useRecordWrite(['doctorAccess'], revokeDoctorAccess);

  async function run(action: () => Promise<UserResponse['doctorAccess']>, failed: string, done: string | null = null) {
    setBusy(true);
    setMessage(null);
    try {
      const doctorAccess = await action();
      if (user) setUser({ ...user, doctorAccess });
      setMessage(done);
    } catch (error) {
      console.error(failed, error);
      setMessage(failed);
    } finally {
      setBusy(false);
    }
  }

  const generate = (expiresInDays: number) =>
    run(async () => {
      const answer = await issueCode(expiresInDays);
      setIssued(answer.code);
      return { expiresAt: answer.expiresAt };
    }, DOCTOR_ACCESS_TEXT.generateFailed);
  const revoke = () =>
    run(async () => {
      await revokeCode();
      setIssued(null);
      return null;
    }, DOCTOR_ACCESS_TEXT.revokeFailed, DOCTOR_ACCESS_TEXT.revoked);
  return { access: user?.doctorAccess ?? null, issued, message, busy, generate, revoke };
}

/** Generates the code a doctor redeems (shown once), says until when it works, and revokes it. */
export function DoctorAccessCode() {
  const { access, issued, message, busy, generate, revoke } = useDoctorAccess();
  const [days, setDays] = useState<number>(DOCTOR_ACCESS_DEFAULT_EXPIRY_DAYS);
  const status = doctorAccessStatus(access, new Date());
  return (
    <section aria-labelledby="doctor-access-code-title" className="space-y-3">
      <h2 id="doctor-access-code-title" className="font-semibold">
        {DOCTOR_ACCESS_TEXT.title}
      </h2>
      <p className={muted}>
        Your doctor opens your data read-only at {window.location.origin}
        {paths.clinician} with your email and this code.
      </p>
      {issued && <IssuedAccessCode code={issued} />}
      <p className="text-sm font-medium">{status.text}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {DOCTOR_ACCESS_TEXT.validFor}
          <select className={selectClass} value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {DOCTOR_ACCESS_EXPIRY_DAYS.map((option) => (
              <option key={option} value={option}>
                {option === 1 ? '1 day' : `${option} days`}
              </option>
            ))}
          </select>
        </label>
        <Button variant="outline" disabled={busy} onClick={() => void generate(days)}>
          {DOCTOR_ACCESS_TEXT.generate}
        </Button>
        {status.active && (
          <Button variant="danger" disabled={busy} onClick={() => void revoke()}>
            {DOCTOR_ACCESS_TEXT.revoke}
          </Button>
        )}
      </div>
      {status.active && <p className={muted}>{DOCTOR_ACCESS_TEXT.replacesCurrent}</p>}
      <p role="status" className="text-sm empty:hidden">
        {message}
      </p>
    </section>
  );
}
