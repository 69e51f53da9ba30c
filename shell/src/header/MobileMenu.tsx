import { type AuthUser } from '@chefs/contracts';
import { Button, cn, focusRing } from '@chefs/ui';
import { Link } from 'react-router';
import { displayName } from './greeting';
import { NAV_LINKS, SIGN_UP_LINKS } from './nav-links';
import { signOutOfThisDevice } from '../push/sign-out';

const itemClass = cn('block rounded-lg px-3 py-2.5 text-base font-medium text-ink hover:bg-sand', focusRing);

export interface MobileMenuProps {
  id: string;
  user: AuthUser | null;
  isLoading: boolean;
  /** Escape inside the menu: the header closes it and focuses its button. */
  onClose: () => void;
}

/**
 * The small-screen menu: the header links, then the account actions that do not fit the bar. It
 * scrolls within the screen below the bar: the header is sticky, so at 400% zoom (a 320 by 200
 * px view) a taller menu left its last links, Sign Out among them, below the screen for good.
 */
export function MobileMenu({ id, user, isLoading, onClose }: MobileMenuProps) {
  return (
    <nav
      id={id}
      aria-label="Mobile"
      className="max-h-[calc(100dvh-65px)] overflow-y-auto overscroll-contain border-t border-line bg-cream lg:hidden"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <ul className="space-y-1 px-4 py-3">
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={itemClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      {isLoading ? null : (
        <div className="border-t border-line px-4 py-3">
          {user ? (
            <div className="space-y-1">
              <p className="px-3 py-2 text-sm text-muted">Hi, {displayName(user)}</p>
              {user.role === 'admin' ? (
                <Link to="/admin" className={itemClass}>
                  Admin
                </Link>
              ) : null}
              <Button variant="secondary" className="mt-2 w-full" onClick={() => void signOutOfThisDevice()}>
                Sign Out
              </Button>
            </div>
          ) : (
            <ul className="space-y-1 sm:hidden">
              {SIGN_UP_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={itemClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </nav>
  );
}
