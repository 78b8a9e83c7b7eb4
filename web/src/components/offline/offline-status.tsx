import { OfflineBanner } from './offline-banner';
import { WaitingSaves } from './waiting-saves';

/** Above every signed-in page: whether the app is offline, and the saves still on this device. */
export function OfflineStatus() {
  return (
    <div className="mb-4 space-y-2 empty:hidden">
      <OfflineBanner />
      <WaitingSaves />
    </div>
  );
}
