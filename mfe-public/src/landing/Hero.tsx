import { Button, buttonClasses, Container } from '@chefs/ui';
import { ShieldCheck, Star, UtensilsCrossed } from 'lucide-react';
import { Link } from 'react-router';
import { HeroPreview } from './HeroPreview';

/**
 * Brings the chefs into view and gives them the focus, so the next Tab goes on from there and
 * not from this button at the top of the page. The section takes the focus without scrolling
 * again; the scroll glides unless the visitor asks for reduced motion.
 */
function showChefs() {
  const chefs = document.getElementById('chefs');
  if (!chefs) return;
  // typeof: jsdom, where the unit tests run, has no matchMedia.
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  chefs.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  chefs.focus({ preventScroll: true });
}

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(194_111_55/0.35),transparent),radial-gradient(40rem_30rem_at_0%_110%,rgb(63_117_86/0.5),transparent)]"
      />
      <Container className="relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.1fr_0.9fr] lg:py-24">
        <div>
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm text-copper-200">
            <UtensilsCrossed aria-hidden="true" className="h-4 w-4" />
            Private chefs across metro Atlanta
          </p>
          {/* data-site-title (SITE_TITLE_ATTRIBUTE, @chefs/contracts): the page is titled with the site's title, not this slogan. */}
          <h1
            id="hero-title"
            data-site-title=""
            className="text-4xl leading-tight font-semibold sm:text-5xl lg:text-6xl"
          >
            A private chef for every <span className="text-copper-300">Atlanta</span> table
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-100">
            Book vetted local chefs for weekly meal prep or an unforgettable dinner at home, from Buckhead to Decatur.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button variant="accent" size="lg" onClick={showChefs}>
              Find a Chef
            </Button>
            <Link to="/chef-signin" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
              Become a Chef
            </Link>
            <Link to="/recipes" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
              Browse Recipes
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100">
            <li className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="h-4 w-4 text-copper-300" /> Vetted and background-checked
            </li>
            <li className="flex items-center gap-2">
              <Star aria-hidden="true" className="h-4 w-4 text-copper-300" /> Rated by Atlanta diners
            </li>
          </ul>
        </div>
        <HeroPreview />
      </Container>
    </section>
  );
}
