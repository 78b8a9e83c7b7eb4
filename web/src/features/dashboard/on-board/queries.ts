import { queryOptions } from '@tanstack/react-query';
import { dashboardKeys } from '../queries';
import { getOnBoard } from './api/get-on-board';

/** Under the dashboard's key; refetched when a meal, a dose, a loop's device status or the bolus settings change. */
export const onBoardQuery = () =>
  queryOptions({ queryKey: [...dashboardKeys.all, 'on-board'], queryFn: getOnBoard, meta: { reads: ['meals', 'insulin', 'nightscout', 'profile'] } });
