import { MenuButton } from './MenuButton';
import { SIGN_IN_LINKS, SIGN_UP_LINKS } from './nav-links';

/** Sign In and Sign Up menus; on phones Sign Up's choices sit in the mobile menu. */
export function SignedOutActions() {
  return (
    <div className="flex items-center gap-2">
      <MenuButton label="Sign In" variant="ghost" items={SIGN_IN_LINKS} />
      <div className="hidden sm:block">
        <MenuButton label="Sign Up" variant="accent" items={SIGN_UP_LINKS} />
      </div>
    </div>
  );
}
