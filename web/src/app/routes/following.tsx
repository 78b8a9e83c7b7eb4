import { CurrentGlucoseTile } from '../../features/dashboard/components/current-glucose';
import { GlucoseOverview } from '../../features/dashboard/components/glucose-overview';
import { InsulinDoses, LatestReadings, RecentMeals } from '../../features/dashboard/components/recent-activity';
import { FollowingView, type RenderFollowedDashboard } from '../../features/followers/components/following-view';
import { usePageTitle } from '../../lib/use-page-title';

/** The dashboard's own tiles, with the followed person's unit and target range and no way to write. */
const renderDashboard: RenderFollowedDashboard = (person, data) => {
  const preferences = { unit: person.glucoseUnit, target: person.targetGlucoseRange };
  return (
    <>
      {data.current && <CurrentGlucoseTile current={data.current} {...preferences} />}
      <GlucoseOverview current={data.current} readings={data.readings} lastDay={data.lastDay} readOnly {...preferences} />
      <div className={`grid gap-6 ${person.shares.mealsAndDoses ? 'lg:grid-cols-3' : ''}`}>
        <LatestReadings readings={data.readings} readOnly {...preferences} />
        {person.shares.mealsAndDoses && <RecentMeals meals={data.meals} readOnly />}
        {person.shares.mealsAndDoses && <InsulinDoses doses={data.doses} readOnly />}
      </div>
    </>
  );
};

export function FollowingPage() {
  usePageTitle('Following');
  return <FollowingView render={renderDashboard} />;
}
