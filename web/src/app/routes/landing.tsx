import { ClosingCta } from '../../features/landing/components/closing-cta';
import { FeatureCards } from '../../features/landing/components/feature-cards';
import { Hero } from '../../features/landing/components/hero';
import { HowItWorks } from '../../features/landing/components/how-it-works';
import { LandingFooter } from '../../features/landing/components/landing-footer';
import { LandingHeader } from '../../features/landing/components/landing-header';
import { Testimonials } from '../../features/landing/components/testimonials';
import { SkipLink } from '../../components/ui/skip-link';
import { usePageTitle } from '../../lib/use-page-title';

export function LandingPage() {
  usePageTitle();
  return (
    <div className="min-h-screen">
      <SkipLink />
      <LandingHeader />
      <main id="main">
        <Hero />
        <FeatureCards />
        <HowItWorks />
        <Testimonials />
        <ClosingCta />
      </main>
      <LandingFooter />
    </div>
  );
}
