import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <div className="text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-bold">Page Not Found</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">The page you are looking for does not exist or has been moved.</p>
      <ButtonLink to={paths.home} className="mt-6">
        Go to Homepage
      </ButtonLink>
    </div>
  );
}
