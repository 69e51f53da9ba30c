import type { User } from '@chefs/db';
import { toAdminUserDto } from './admin-user.mapper';

const user = (over: Partial<User>): User =>
  ({
    id: 'u1',
    email: 'casey@demo.test',
    firstName: 'Casey',
    lastName: 'Morgan',
    role: 'customer',
    createdAt: new Date('2025-01-02T03:04:05Z'),
    ...over,
  }) as User;

describe('toAdminUserDto', () => {
  it('joins the names and shows the sign-up time', () => {
    expect(toAdminUserDto(user({}))).toEqual({
      id: 'u1',
      name: 'Casey Morgan',
      email: 'casey@demo.test',
      role: 'customer',
      createdAt: '2025-01-02T03:04:05.000Z',
    });
  });

  it('has no name for someone who never gave one', () => {
    expect(toAdminUserDto(user({ firstName: null, lastName: ' ' })).name).toBeNull();
    expect(toAdminUserDto(user({ lastName: null })).name).toBe('Casey');
  });
});
