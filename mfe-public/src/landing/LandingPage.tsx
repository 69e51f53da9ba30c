import { ChefsSection } from './ChefsSection';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { LandingFooter } from './LandingFooter';

/** "/" for visitors: hero, chefs, how it works, footer (the rest of the page comes next). */
export function LandingPage() {
  return (
    <>
      <Hero />
      <ChefsSection />
      <HowItWorks />
      <LandingFooter />
    </>
  );
}
