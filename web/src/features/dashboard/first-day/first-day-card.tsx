import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { UPLOADS_TAB_QUERY } from './first-day';

const waysIn = [
  {
    to: `${paths.profile}?${UPLOADS_TAB_QUERY}`,
    title: 'Connect an uploader',
    text: 'Readings arrive as they happen from xDrip+, AndroidAPS, Loop or another Nightscout uploader: Profile > Uploads gives the address and secret to enter.',
  },
  { to: paths.import, title: 'Import a file', text: 'Bring in your history from a Dexcom Clarity or LibreView CSV, or a Nightscout JSON export.' },
  { to: paths.glucose, title: 'Log a reading', text: 'Type in a meter or sensor reading; meals and insulin have their own pages.' },
] as const;

/** The empty dashboard's three ways to get data in, each a link to where it is done. */
export function FirstDayCard() {
  return (
    <Card title="Get your readings into Glyco" subtitle="Your dashboard fills in as soon as the first reading arrives. Choose one way to start:">
      <ul className="grid gap-3 md:grid-cols-3">
        {waysIn.map((way) => (
          <li key={way.title}>
            <Link
              to={way.to}
              className="block h-full rounded-lg border border-slate-200 p-4 hover:border-primary hover:bg-sky-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary dark:border-slate-600 dark:hover:bg-slate-700"
            >
              <span className="block font-semibold text-primary-dark dark:text-sky-300">{way.title}</span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{way.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
