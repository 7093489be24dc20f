// Public home page. Kept light (Mantine core + a handful of icons) because it is the first load.
import { useRef } from 'react';
import { useReducedMotion } from '@mantine/hooks';
import { usePageTitle } from '../shared/use-page-title';
import { CtaSection } from './cta-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';

export function LandingPage() {
  const howItWorksHeading = useRef<HTMLHeadingElement>(null);
  const reduceMotion = useReducedMotion();
  usePageTitle('DegreeMate · Study plans, deadlines and your path to graduation');

  function scrollToHowItWorks() {
    const heading = howItWorksHeading.current;
    if (!heading) return;
    heading.closest('section')?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // Move focus too, so keyboard and screen-reader users land where sighted users are looking.
    heading.focus({ preventScroll: true });
  }

  return (
    <>
      <HeroSection onScrollDown={scrollToHowItWorks} />
      <HowItWorksSection headingRef={howItWorksHeading} />
      <FeaturesSection />
      <CtaSection />
    </>
  );
}
