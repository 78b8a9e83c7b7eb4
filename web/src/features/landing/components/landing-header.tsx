import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button-styles';
import { Logo } from '../../../components/ui/logo';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { paths } from '../../../config/paths';

function LandingLinks({ onSelect }: { onSelect?: () => void }) {
  return (
    <>
      <a href={`${paths.home}#features`} onClick={onSelect} className="rounded px-2 py-1 text-sm font-medium text-slate-700 hover:text-primary-dark dark:text-slate-200 dark:hover:text-sky-300">
        Features
      </a>
      <a href={`${paths.home}#how-it-works`} onClick={onSelect} className="rounded px-2 py-1 text-sm font-medium text-slate-700 hover:text-primary-dark dark:text-slate-200 dark:hover:text-sky-300">
        How It Works
      </a>
      <Link to={paths.login} className={buttonClass('ghost')}>
        Login
      </Link>
      <Link to={paths.register} className={buttonClass('primary')}>
        Sign Up
      </Link>
    </>
  );
}

export function LandingHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-700 dark:bg-slate-900/90">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-4 md:flex">
          <LandingLinks />
          <ThemeToggle />
        </nav>
        <div className="flex items-center gap-1 md:hidden">
          <ThemeToggle />
          <button
            type="button"
            onClick={() => setMenuOpen((open) => !open)}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="landing-mobile-menu"
            className="rounded-lg p-2 text-xl leading-none"
          >
            {menuOpen ? '×' : '☰'}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="landing-mobile-menu" aria-label="Mobile" className="flex flex-col items-start gap-3 border-t border-slate-200 px-4 py-4 md:hidden dark:border-slate-700">
          <LandingLinks onSelect={() => setMenuOpen(false)} />
        </nav>
      )}
    </header>
  );
}
