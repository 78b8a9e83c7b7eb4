import { NavLink, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAtomValue, useSetAtom } from '../../lib/jotai';
import { currentUserAtom, logoutAtom } from '../../lib/session';
import { Logo } from '../ui/logo';
import { ThemeToggle } from '../ui/theme-toggle';
import { navEntries } from './nav-entries';

const entryClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
    isActive
      ? 'bg-primary-dark text-white'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
  }`;

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const user = useAtomValue(currentUserAtom);
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();

  async function handleLogout() {
    await logout();
    navigate(paths.login);
  }

  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <Logo />
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-primary font-semibold text-white">
          {user?.name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="truncate font-medium">{user?.name}</p>
          <p className="truncate text-sm text-slate-500 dark:text-slate-400">{user?.diabetesType}</p>
        </div>
      </div>
      <nav aria-label="Main" className="flex-1">
        <ul className="flex flex-col gap-1">
          {navEntries.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} end className={entryClass} onClick={onNavigate}>
                <span aria-hidden="true">{entry.icon}</span>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex items-center justify-between border-t border-slate-200 pt-4 dark:border-slate-700">
        <ThemeToggle />
        <button type="button" onClick={handleLogout} className="rounded-lg px-3 py-2 text-sm font-medium text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-slate-800">
          Logout
        </button>
      </div>
    </div>
  );
}
