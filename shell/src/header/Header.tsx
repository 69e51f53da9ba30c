import { useAuth } from '@chefs/api-client';
import { buttonClasses, cn, Container, focusRing, retryableLazy, Skeleton } from '@chefs/ui';
import { Menu, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { LoadedWhenOnline } from '../app/LoadFailureBoundary';
import { Link, useLocation } from 'react-router';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NAV_LINKS } from './nav-links';
import { SignedOutActions } from './SignedOutActions';

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The signed-in actions (greeting, the bell's popover and push settings, Sign Out) load with the
 * session that needs them: a signed-out first load, the one the landing page is measured by,
 * does not carry the popover's code (docs/performance.md, "Bundle budget"). Offline, they wait for
 * the connection behind the placeholder (the failed load blanked the whole page).
 */
const SignedInActions = retryableLazy(() => import('./SignedInActions').then((m) => m.SignedInActions));
const ACTIONS_PLACEHOLDER = <Skeleton className="h-9 w-28 rounded-full" />;

/**
 * The bar holds the page links beside the account actions from lg (1024 px) up; below that the
 * links, and a signed-in person's greeting, Admin and Sign Out, are in the menu the toggle opens.
 * From md (768 px) the bar was too narrow for both: an admin's (or an e-mail greeting's) actions
 * wrapped the logo and the links onto two lines each.
 */
export function Header() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // Close the mobile menu once a link in it has navigated.
  useEffect(() => setMenuOpen(false), [location.key]);
  // Escape closes it, as it closes any menu, and the focus goes back to the button that opened it
  // (it would fall to the body with the link it was on).
  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream/90 backdrop-blur supports-[backdrop-filter]:bg-cream/75">
      <Container className="flex h-16 items-center gap-4">
        <Logo />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className={cn(
                'rounded-lg px-3 py-2 text-sm font-medium text-muted hover:bg-sand hover:text-ink',
                focusRing,
              )}
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {isLoading ? (
            ACTIONS_PLACEHOLDER
          ) : user ? (
            <LoadedWhenOnline fallback={ACTIONS_PLACEHOLDER}>
              <SignedInActions user={user} />
            </LoadedWhenOnline>
          ) : (
            <SignedOutActions />
          )}
          <button
            ref={menuButton}
            type="button"
            className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'lg:hidden' })}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key === 'Escape' && menuOpen) closeMenu();
            }}
          >
            {menuOpen ? <X aria-hidden="true" className="h-5 w-5" /> : <Menu aria-hidden="true" className="h-5 w-5" />}
          </button>
        </div>
      </Container>
      {menuOpen ? <MobileMenu id={MOBILE_MENU_ID} user={user} isLoading={isLoading} onClose={closeMenu} /> : null}
    </header>
  );
}
