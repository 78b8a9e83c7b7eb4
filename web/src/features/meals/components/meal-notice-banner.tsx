import { useAtom } from '../../../lib/jotai';
import { mealNoticeAtom } from '../atoms';

const tones = {
  success: 'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200',
  error: 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
} as const;

/** SPEC §4: the page's success or error banner, until dismissed or replaced. */
export function MealNoticeBanner() {
  const [notice, setNotice] = useAtom(mealNoticeAtom);
  if (!notice) return null;
  return (
    <div role={notice.tone === 'error' ? 'alert' : 'status'} className={`flex items-start justify-between gap-4 rounded-lg border px-4 py-3 text-sm ${tones[notice.tone]}`}>
      <p>{notice.message}</p>
      <button type="button" onClick={() => setNotice(null)} aria-label="Dismiss message" className="rounded px-1 text-lg leading-none">
        ×
      </button>
    </div>
  );
}
