import { Link } from 'react-router-dom';

export function SectionLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="text-sm font-medium text-primary-dark hover:underline dark:text-sky-300">
      {label}
    </Link>
  );
}
