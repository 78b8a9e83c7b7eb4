import { InstallPrompt } from './install-prompt';
import { OfflineBanner } from './offline-banner';
import { WaitingSaves } from './waiting-saves';

/** Above every signed-in page: whether the app is offline, the saves still on this device, and the offer to install. */
export function OfflineStatus() {
  return (
    <>
      <div className="mb-4 space-y-2 empty:hidden">
        <OfflineBanner />
        <WaitingSaves />
      </div>
      <InstallPrompt />
    </>
  );
}
