import { useEffect, useRef } from 'react';
import type { AlertResponse, GlucoseUnit } from '@glyco/contracts';
import { canNotify, notifyInBackground } from './background-notification';

/** While the tab is hidden, each unanswered alert is shown once as a system notification (when allowed). */
export function useBackgroundNotifications(alerts: readonly AlertResponse[], unit: GlucoseUnit): void {
  const told = useRef(new Set<string>());

  useEffect(() => {
    const tell = () => {
      if (!document.hidden || !canNotify()) return;
      for (const alert of alerts) {
        if (told.current.has(alert._id)) continue;
        told.current.add(alert._id);
        notifyInBackground(alert, unit).catch((error: unknown) => console.warn('The alert could not be shown as a notification.', error));
      }
    };
    tell();
    document.addEventListener('visibilitychange', tell);
    return () => document.removeEventListener('visibilitychange', tell);
  }, [alerts, unit]);
}
