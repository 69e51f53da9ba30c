import { createHash, timingSafeEqual } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@chefs/db/demo';

export interface DevAccount {
  /** Stable opaque subject: the same person gets the same `sub` on every start. */
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
}

const subjectOf = (email: string): string => `dev-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;

/** The demo accounts of the seed: the same e-mails and names as the users the db seeds. */
export const DEV_ACCOUNTS: readonly DevAccount[] = DEMO_ACCOUNTS.map((a) => ({
  sub: subjectOf(a.email),
  email: a.email,
  firstName: a.firstName,
  lastName: a.lastName,
}));

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();
const PASSWORD_DIGEST = digest(DEMO_PASSWORD);

/** The account for these credentials, or undefined. The password is compared in constant time. */
export function authenticate(email: string, password: string): DevAccount | undefined {
  const account = DEV_ACCOUNTS.find((a) => a.email === email.trim().toLowerCase());
  const passwordOk = timingSafeEqual(digest(password), PASSWORD_DIGEST);
  return account && passwordOk ? account : undefined;
}

export const findAccountBySub = (sub: string): DevAccount | undefined => DEV_ACCOUNTS.find((a) => a.sub === sub);

/** The OpenID claims of an account (scopes decide which of them a client receives). */
export function claimsOf(account: DevAccount): Record<string, unknown> {
  return {
    sub: account.sub,
    email: account.email,
    email_verified: true,
    given_name: account.firstName,
    family_name: account.lastName,
    name: `${account.firstName} ${account.lastName}`,
  };
}
