import { formatShort } from '../../lib/format';
import { describeSave } from '../../lib/offline/save-kinds';
import { dismissSave, useWaitingSaves } from '../../lib/offline/use-offline';
import type { WaitingSave } from '../../lib/offline/waiting-save';

function Refused({ save }: { save: WaitingSave }) {
  const fields = Object.entries(save.refusal?.fieldErrors ?? {});
  return (
    <li role="alert" className="flex items-start justify-between gap-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
      <div>
        <p>
          <strong className="font-semibold">Not saved:</strong> {describeSave(save)} from {formatShort(new Date(save.savedAt))}, kept while offline, was refused: {save.refusal?.message}
        </p>
        {fields.length > 0 && (
          <ul className="mt-1 list-disc pl-5">
            {fields.map(([field, message]) => (
              <li key={field}>{message}</li>
            ))}
          </ul>
        )}
        <p className="mt-1">Enter it again with a correction.</p>
      </div>
      <button type="button" onClick={() => dismissSave(save.key)} className="rounded px-2 py-1 font-medium underline">
        Dismiss
      </button>
    </li>
  );
}

/** The saves kept on this device: those waiting to send, and those the server refused when sent. */
export function WaitingSaves() {
  const saves = useWaitingSaves();
  if (saves.length === 0) return null;
  const waiting = saves.filter((save) => !save.refusal);
  return (
    <section aria-label="Saves on this device" className="space-y-2">
      {waiting.length > 0 && (
        <ul className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100">
          {waiting.map((save) => (
            <li key={save.key} className="flex flex-wrap justify-between gap-x-4">
              <span>
                {describeSave(save)} · {formatShort(new Date(save.savedAt))}
              </span>
              <span className="font-medium">Waiting to send</span>
            </li>
          ))}
        </ul>
      )}
      <ul className="space-y-2">
        {saves.filter((save) => save.refusal).map((save) => (
          <Refused key={save.key} save={save} />
        ))}
      </ul>
    </section>
  );
}
