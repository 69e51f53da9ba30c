import { DEMO_ACCOUNTS } from '@chefs/db/demo';
import { authenticate, claimsOf, findAccountBySub } from './accounts';

describe('dev accounts', () => {
  it('signs in every demo account with the demo password, whatever the e-mail case', () => {
    for (const { email, firstName } of DEMO_ACCOUNTS) {
      expect(authenticate(email.toUpperCase(), 'demo1234')?.firstName).toBe(firstName);
    }
  });

  it('refuses a wrong password or an unknown e-mail', () => {
    expect(authenticate('customer@demo.test', 'demo12345')).toBeUndefined();
    expect(authenticate('customer@demo.test', '')).toBeUndefined();
    expect(authenticate('nobody@demo.test', 'demo1234')).toBeUndefined();
  });

  it('gives a stable subject and the profile claims', () => {
    const casey = authenticate('customer@demo.test', 'demo1234')!;
    expect(findAccountBySub(casey.sub)).toBe(casey);
    expect(claimsOf(casey)).toEqual({
      sub: casey.sub,
      email: 'customer@demo.test',
      email_verified: true,
      given_name: 'Casey',
      family_name: 'Morgan',
      name: 'Casey Morgan',
    });
  });

  it('names the admin "admin", as the header and the seed expect', () => {
    expect(authenticate('admin@demo.test', 'demo1234')?.firstName).toBe('admin');
  });
});
