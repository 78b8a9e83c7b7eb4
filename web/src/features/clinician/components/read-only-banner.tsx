import { formatFull } from '../../../lib/format';
import { Button } from '../../../components/ui/button';

interface ReadOnlyBannerProps {
  patientName: string;
  expiresAt: string;
  onEnd: () => void;
}

/** Says whose data this is, that nothing here can be changed, and until when access lasts. */
export function ReadOnlyBanner({ patientName, expiresAt, onEnd }: ReadOnlyBannerProps) {
  return (
    <section
      aria-labelledby="read-only-banner-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100"
    >
      <div>
        <h1 id="read-only-banner-title" className="text-xl font-bold sm:text-2xl">
          Read-only view shared by {patientName}
        </h1>
        <p className="text-sm">
          Access ends <time dateTime={expiresAt}>{formatFull(expiresAt)}</time>. Nothing in this view can be changed.
        </p>
      </div>
      <Button variant="outline" onClick={onEnd}>
        End session
      </Button>
    </section>
  );
}
