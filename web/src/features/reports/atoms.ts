import { atomWithLazy } from '../../lib/jotai';
import { defaultReportDates } from './report-dates';

/** The period being reported on; it starts as the last 7 days when the page is first opened. */
export const reportDatesAtom = atomWithLazy(() => defaultReportDates(new Date()));
