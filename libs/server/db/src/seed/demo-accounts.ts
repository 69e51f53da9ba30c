import type { Role } from '@chefs/contracts';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

/** Password of every demo account in the development identity provider (the seed stores none). */
export const DEMO_PASSWORD = 'demo1234';

/** The accounts a person signs in with to try each portal. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@demo.test', firstName: 'admin', lastName: 'User', role: 'admin' },
  { email: 'customer@demo.test', firstName: 'Casey', lastName: 'Morgan', role: 'customer' },
  { email: 'chef@demo.test', firstName: 'Marcus', lastName: 'Bennett', role: 'chef' },
  { email: 'applicant@demo.test', firstName: 'Jordan', lastName: 'Ellis', role: 'customer' },
  { email: 'giulia@demo.test', firstName: 'Giulia', lastName: 'Romano', role: 'chef' },
];

/** Other seeded people (customers who booked and reviewed, a second applicant); they cannot sign in. */
export const OTHER_SEEDED_USERS: readonly DemoAccount[] = [
  { email: 'taylor.brooks@demo.test', firstName: 'Taylor', lastName: 'Brooks', role: 'customer' },
  { email: 'priya.raman@demo.test', firstName: 'Priya', lastName: 'Raman', role: 'customer' },
  { email: 'darnell.hayes@demo.test', firstName: 'Darnell', lastName: 'Hayes', role: 'customer' },
  { email: 'nia.thompson@demo.test', firstName: 'Nia', lastName: 'Thompson', role: 'customer' },
];
