import type { FollowedPerson } from '@glyco/contracts';
import { CurrentGlucoseTile } from '../../features/dashboard/components/current-glucose';
import { GlucoseOverview } from '../../features/dashboard/components/glucose-overview';
import { LoopStatusLine } from '../../features/dashboard/components/loop-status';
import { InsulinDoses, LatestReadings, RecentMeals } from '../../features/dashboard/components/recent-activity';
import { OnBoardPanel } from '../../features/dashboard/on-board/on-board-card';
import { useMinuteClock } from '../../features/dashboard/on-board/use-minute-clock';
import type { FollowedDashboard } from '../../features/followers/api/followed-dashboard';
import { ActiveAlerts } from '../../features/followers/components/active-alerts';
import { FollowingView, type RenderFollowedDashboard } from '../../features/followers/components/following-view';
import { usePageTitle } from '../../lib/use-page-title';

/** The dashboard's own tiles, with the followed person's unit and target range and no way to write. */
function FollowedDashboardView({ person, data }: { person: FollowedPerson; data: FollowedDashboard }) {
  const preferences = { unit: person.glucoseUnit, target: person.targetGlucoseRange };
  const now = useMinuteClock();
  return (
    <>
      <ActiveAlerts alerts={data.alerts} unit={person.glucoseUnit} name={person.name} />
      {data.current && <CurrentGlucoseTile current={data.current} personName={person.name} {...preferences} />}
      <LoopStatusLine status={data.loopStatus} now={now} />
      {data.onBoard && <OnBoardPanel onBoard={data.onBoard} now={now} />}
      <GlucoseOverview current={data.current} readings={data.readings} lastDay={data.lastDay} readOnly {...preferences} />
      <div className={`grid gap-6 ${person.shares.mealsAndDoses ? 'lg:grid-cols-3' : ''}`}>
        <LatestReadings readings={data.readings} readOnly {...preferences} />
        {person.shares.mealsAndDoses && <RecentMeals meals={data.meals} readOnly />}
        {person.shares.mealsAndDoses && <InsulinDoses doses={data.doses} readOnly />}
      </div>
    </>
  );
}

const renderDashboard: RenderFollowedDashboard = (person, data) => <FollowedDashboardView person={person} data={data} />;

export function FollowingPage() {
  usePageTitle('Following');
  return <FollowingView render={renderDashboard} />;
}
