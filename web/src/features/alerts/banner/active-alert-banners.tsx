import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { useAtomValue } from '../../../lib/jotai';
import { currentUserAtom } from '../../../lib/session';
import { AlertBanner } from './alert-banner';
import { canNotify, mayAskToNotify } from './background-notification';
import { BANNER_TEXT, anyUrgent, bannerGroups, unanswered } from './banner-text';
import { acknowledgeAlert, activeAlertsQuery } from './queries';
import { useAlertSound } from './use-alert-sound';
import { useBackgroundNotifications } from './use-background-notifications';
import { subscribeToPush } from '../push/subscribe-to-push';

function NotificationAsk() {
  const [asked, setAsked] = useState(!mayAskToNotify());
  if (asked) return null;
  const ask = () => void Notification.requestPermission().then(subscribeToPush).finally(() => setAsked(true));
  return (
    <Button variant="outline" onClick={ask}>
      {BANNER_TEXT.allowNotifications}
    </Button>
  );
}

/**
 * The signed-in person's unanswered alerts above every page, refreshed by the live stream; urgent
 * ones sound until answered, and a hidden tab gets a system notification.
 */
export function ActiveAlertBanners() {
  const unit = useAtomValue(currentUserAtom)?.settings.glucoseUnit ?? 'mg/dL';
  const client = useQueryClient();
  const { data = [] } = useQuery(activeAlertsQuery());
  const alerts = unanswered(data);
  const sound = useAlertSound(anyUrgent(alerts));
  useBackgroundNotifications(alerts, unit);
  // Permission given earlier: (re)save this browser's subscription, which the server keeps once per endpoint.
  useEffect(() => {
    if (canNotify()) void subscribeToPush();
  }, []);
  // Treating the head of a group answers every alert of the same event.
  const acknowledge = useMutation({
    mutationFn: (ids: readonly string[]) => Promise.all(ids.map(acknowledgeAlert)),
    onSettled: () => client.invalidateQueries({ queryKey: ['alerts'] }),
  });

  if (alerts.length === 0) return null;
  return (
    <section aria-label="Alerts" data-sound={sound.state} className="mb-4 space-y-2">
      {bannerGroups(alerts).map(({ head, alsoRaised }) => (
        <AlertBanner
          key={head._id}
          alert={head}
          alsoRaised={alsoRaised}
          unit={unit}
          busy={acknowledge.isPending}
          onAcknowledge={() => acknowledge.mutate([head, ...alsoRaised].map((alert) => alert._id))}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        {sound.state === 'blocked' && <Button onClick={sound.turnOn}>{BANNER_TEXT.turnOnSound}</Button>}
        <NotificationAsk />
      </div>
    </section>
  );
}
