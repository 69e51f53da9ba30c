import { HowItWorks } from '@chefs/ui';
import { RecipeSubscribe } from '../subscribe/RecipeSubscribe';
import { ChefsCollection } from './ChefsCollection';
import { ChefsSection } from './ChefsSection';
import { Hero } from './Hero';
import { LandingFooter } from './LandingFooter';
import { LandingSearch } from './LandingSearch';
import { RecipeHub } from './RecipeHub';
import { SignUpCta } from './SignUpCta';

/** "/" for visitors (docs/product.md §2): hero, search, chefs, how it works, recipes, Chef's Collection, sign-up, subscribe, footer. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <LandingSearch />
      <ChefsSection />
      <HowItWorks />
      <RecipeHub />
      <ChefsCollection />
      <SignUpCta />
      <RecipeSubscribe />
      <LandingFooter />
    </>
  );
}
