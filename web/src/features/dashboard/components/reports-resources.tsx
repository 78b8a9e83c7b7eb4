import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { SectionLink } from './section-link';

export function ReportsResources() {
  return (
    <Card title="Reports & Resources" actions={<SectionLink to={paths.reports} label="View All" />}>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.reports}>Generate Monthly Report</ButtonLink>
        <ButtonLink to={paths.reports} variant="outline">
          Export Data for Doctor
        </ButtonLink>
      </div>
      <aside aria-labelledby="tip-of-the-day" className="mt-6 rounded-lg bg-amber-50 p-4 dark:bg-slate-700">
        <h3 id="tip-of-the-day" className="font-semibold text-amber-800 dark:text-amber-300">
          Tip of the Day
        </h3>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
          Even with a CGM, finger-stick checks still matter: confirm with a meter when your symptoms don&apos;t match the sensor
          reading, during the sensor warm-up, and before treating a low or a high.
        </p>
      </aside>
    </Card>
  );
}
