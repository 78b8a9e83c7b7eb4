import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

export function Logo() {
  return (
    <Link to={paths.home} className="flex items-center gap-2 text-xl font-bold text-primary dark:text-sky-300">
      <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary text-white">
        G
      </span>
      Glyco
    </Link>
  );
}
