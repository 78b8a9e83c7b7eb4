import { Outlet } from 'react-router-dom';
import { BrandHeader } from './brand-header';
import { CopyrightFooter } from './copyright-footer';
import { SkipLink } from '../ui/skip-link';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <BrandHeader />
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-10">
        <Outlet />
      </main>
      <CopyrightFooter />
    </div>
  );
}
