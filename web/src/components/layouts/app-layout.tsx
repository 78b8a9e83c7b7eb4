import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Logo } from '../ui/logo';
import { keepTabInside } from './focus-trap';
import { Sidebar } from './sidebar';
import { SkipLink } from '../ui/skip-link';
import { OfflineStatus } from '../offline/offline-status';

function MobileMenu({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLElement>(null);
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else keepTabInside(event, dialog.current);
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-40 lg:hidden">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/50" onClick={onClose} />
      <aside ref={dialog} id="mobile-menu" role="dialog" aria-modal="true" aria-label="Menu" className="absolute inset-y-0 left-0 w-64 bg-white shadow-xl dark:bg-slate-900">
        {/* Focus moves into the menu so keyboard users land where they opened it. */}
        <button type="button" onClick={onClose} aria-label="Close menu" autoFocus className="absolute top-3 right-3 rounded p-1 text-xl leading-none">
          ×
        </button>
        <Sidebar onNavigate={onClose} />
      </aside>
    </div>
  );
}

/** `notices`: shown above every signed-in page (the person's unanswered alerts). */
export function AppLayout({ notices }: { notices?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    // The button is inert until the menu has gone from the page.
    requestAnimationFrame(() => openButton.current?.focus());
  }, []);

  return (
    <div className="min-h-screen lg:flex">
      <SkipLink />
      {/* The column spans the whole page; its content stays in view while the page scrolls. */}
      <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block dark:border-slate-700 dark:bg-slate-900">
        <div className="sticky top-0 h-screen">
          <Sidebar />
        </div>
      </aside>
      {/* Behind the open menu the page is inert: neither focus nor a screen reader can wander there. */}
      <header inert={menuOpen} className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 lg:hidden dark:border-slate-700 dark:bg-slate-900">
        <Logo />
        <button
          ref={openButton}
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          className="rounded-lg p-2 text-xl leading-none"
        >
          ☰
        </button>
      </header>
      {menuOpen && <MobileMenu onClose={closeMenu} />}
      <main id="main" inert={menuOpen} className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        <OfflineStatus />
        {notices}
        <Outlet />
      </main>
    </div>
  );
}
