import { ErrorBanner } from '../../../components/ui/error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { useGlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';
import { useAtomValue } from '../../../lib/jotai';
import { currentUserAtom } from '../../../lib/session';
import { useDashboardData } from '../use-dashboard-data';
import { useLiveCurrentReading } from '../use-live-current';
import { DashboardHeader } from './dashboard-header';
import { CurrentGlucoseTile } from './current-glucose';
import { GlucoseOverview } from './glucose-overview';
import { InsulinDoses, LatestReadings, RecentMeals } from './recent-activity';
import { LoopStatus } from './loop-status';
import { OnBoardCard } from '../on-board/on-board-card';
import { ReportsResources } from './reports-resources';
import { FirstDayCard } from '../first-day/first-day-card';
import { dashboardGreeting, isFirstDay } from '../first-day/first-day';

export function Dashboard() {
  const user = useAtomValue(currentUserAtom);
  const preferences = useGlucosePreferences();
  const [state, dismissError] = useDashboardData();
  useLiveCurrentReading();
  const firstDay = state.status === 'loaded' && isFirstDay(state.data);

  return (
    <div className="space-y-6">
      <DashboardHeader greeting={dashboardGreeting(user?.name ?? '', firstDay)} />
      {state.status === 'error' && <ErrorBanner message={state.message} onDismiss={dismissError} />}
      {state.status === 'loading' ? (
        <Spinner label="Loading your dashboard..." />
      ) : (
        <>
          {firstDay && <FirstDayCard />}
          {state.data.current && <CurrentGlucoseTile current={state.data.current} {...preferences} />}
          <LoopStatus />
          <OnBoardCard />
          <GlucoseOverview current={state.data.current} readings={state.data.readings} lastDay={state.data.lastDay} {...preferences} />
          <div className="grid gap-6 lg:grid-cols-3">
            <LatestReadings readings={state.data.readings} {...preferences} />
            <RecentMeals meals={state.data.meals} />
            <InsulinDoses doses={state.data.doses} />
          </div>
          <ReportsResources />
        </>
      )}
    </div>
  );
}
