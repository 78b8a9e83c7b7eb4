import { LandingFooter } from '../../features/landing/components/landing-footer';
import { LandingHeader } from '../../features/landing/components/landing-header';
import { PrivacyPolicy } from '../../features/landing/components/privacy-policy';
import { SkipLink } from '../../components/ui/skip-link';
import { usePageTitle } from '../../lib/use-page-title';

export function PrivacyPage() {
  usePageTitle('Privacy');
  return (
    <div className="min-h-screen">
      <SkipLink />
      <LandingHeader />
      <main id="main">
        <PrivacyPolicy />
      </main>
      <LandingFooter />
    </div>
  );
}
