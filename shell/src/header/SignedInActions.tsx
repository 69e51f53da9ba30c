import { type AuthUser } from '@chefs/contracts';
import { Button, buttonClasses } from '@chefs/ui';
import { Link } from 'react-router';
import { displayName } from './greeting';
import { NotificationBell } from './NotificationBell';
import { signOutOfThisDevice } from '../push/sign-out';

/** Greeting, bell, Admin link (admins only) and Sign Out. The greeting and buttons move to the mobile menu below lg (phones and tablets). */
export function SignedInActions({ user }: { user: AuthUser }) {
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <span className="hidden max-w-[14rem] truncate text-sm font-medium text-ink lg:inline">
        Hi, {displayName(user)}
      </span>
      <NotificationBell />
      <div className="hidden items-center gap-2 lg:flex">
        {user.role === 'admin' ? (
          <Link to="/admin" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Admin
          </Link>
        ) : null}
        <Button variant="secondary" size="sm" onClick={() => void signOutOfThisDevice()}>
          Sign Out
        </Button>
      </div>
    </div>
  );
}
