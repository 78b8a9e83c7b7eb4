import { Logo } from '../ui/logo';
import { ThemeToggle } from '../ui/theme-toggle';

/** The header of the pages outside the signed-in app: the logo and the theme toggle. */
export function BrandHeader() {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
        <Logo />
        <ThemeToggle />
      </div>
    </header>
  );
}
