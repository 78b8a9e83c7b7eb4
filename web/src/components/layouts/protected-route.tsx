import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAtomValue } from '../../lib/jotai';
import { usePersonLiveUpdates } from '../../lib/live/live-viewers';
import { sessionStatusAtom } from '../../lib/session';
import { Spinner } from '../ui/spinner';

export function ProtectedRoute() {
  const status = useAtomValue(sessionStatusAtom);
  usePersonLiveUpdates();
  if (status === 'loading') return <Spinner label="Checking your session..." />;
  if (status === 'signed-out') return <Navigate to={paths.login} replace />;
  return <Outlet />;
}
