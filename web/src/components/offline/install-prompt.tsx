import { Button } from '../ui/button';
import { declineInstall, install, useInstallOffer } from '../../lib/offline/install-prompt';

/** Offered once the browser finds the app installable; it floats over the page, so its arrival moves nothing. */
export function InstallPrompt() {
  const offered = useInstallOffer();
  if (!offered) return null;
  return (
    <section aria-label="Install Glyco" className="fixed inset-x-4 bottom-4 z-40 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-sky-200 bg-white px-4 py-3 text-sm shadow-lg sm:left-auto sm:right-6 sm:max-w-md dark:border-sky-800 dark:bg-slate-800">
      <div className="flex items-center gap-3">
        <img src="/icons/icon-192.png" alt="" width={40} height={40} className="rounded-lg" />
        <p>
          <strong className="block font-semibold">Install Glyco on this device</strong>
          It opens from your home screen, shows your last data without a connection and keeps what you log until it can send it.
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" onClick={declineInstall}>
          Not now
        </Button>
        <Button onClick={() => void install()}>Install</Button>
      </div>
    </section>
  );
}
