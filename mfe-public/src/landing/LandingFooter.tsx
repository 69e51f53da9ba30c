import { Container, cn, focusRing } from '@chefs/ui';
import { ChefHat } from 'lucide-react';
import { Link } from 'react-router';

const linkClass = cn('rounded text-sm text-brand-100 hover:text-white hover:underline', focusRing);

export function LandingFooter() {
  return (
    <footer className="bg-brand-950 py-12 text-brand-100">
      <Container className="grid gap-8 sm:grid-cols-[1fr_auto]">
        <div>
          <p className="flex items-center gap-2 font-display text-lg font-semibold text-white">
            <ChefHat aria-hidden="true" className="h-5 w-5 text-copper-300" /> Chefs Atlanta
          </p>
          <p className="mt-2 max-w-sm text-sm">Private chefs and meal prep for busy households across metro Atlanta.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-10 gap-y-2">
            <li>
              <Link to="/recipes" className={linkClass}>
                Recipes
              </Link>
            </li>
            <li>
              <Link to="/chef-application" className={linkClass}>
                Apply as a Chef
              </Link>
            </li>
            <li>
              <Link to="/booking" className={linkClass}>
                Book a Chef
              </Link>
            </li>
            <li>
              <a href="/api/login" className={linkClass}>
                Sign In
              </a>
            </li>
          </ul>
        </nav>
        <p className="text-xs text-brand-300 sm:col-span-2">
          © {new Date().getFullYear()} Chefs Atlanta. Serving metro Atlanta, Georgia.
        </p>
      </Container>
    </footer>
  );
}
