import { ChefApplication, ScheduleRequest, User } from '@chefs/db';
import type { AdminPageDto, AdminUserDto } from '@chefs/contracts';
import { toAdminApplicationDto } from '../src/applications/admin-application.mapper';
import { toAdminScheduleRequestDto } from '../src/schedule-requests/admin-schedule-requests.service';
import { toAdminUserDto } from '../src/users/admin-user.mapper';
import { startTestApp, type TestApp } from './support';

/**
 * The accounts, applications and schedule requests pages are rendered by Postgres and sent on as
 * text (JsonText): each item must be, field for field, what the mapper makes of the entity, on
 * the demo data and on rows as messy as stored data can be (names in any whitespace, blank and
 * odd references, prices that end in 0 or 5).
 */
describe('admin pages rendered by Postgres (HTTP, seeded Postgres)', () => {
  let t: TestApp;
  let admin: { user: User; cookie: string };
  // Every character String#trim() removes, around and inside the names.
  const spaces = '\t\n\u000b\f\r \u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
  const names: [string | null, string | null][] = [
    [`${spaces}Ann${spaces}`, ` Lee\u00a0`],
    [null, 'Reed'],
    ['', ''],
    [spaces, null],
    ['Zoë', ` O'Brien-Núñez ${spaces}`],
  ];

  /** Every item of a table, Next after Next, at most 100 a page. */
  const everything = async <T>(path: string): Promise<T[]> => {
    const items: T[] = [];
    let url = `${path}pageSize=100`;
    for (let page = 1; ; page += 1) {
      const res = (await t.http.get(url).set('Cookie', admin.cookie).expect(200)).body as AdminPageDto<T> & {
        nextCursor?: string | null;
      };
      items.push(...res.items);
      if (!res.nextCursor) return items;
      url = `${path}pageSize=100&page=${page + 1}&after=${res.nextCursor}`;
    }
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.newUser('admin');
    const users = t.db.dataSource.getRepository(User);
    for (const [firstName, lastName] of names) {
      const { user } = await t.newUser('customer');
      await users.update({ id: user.id }, { firstName, lastName });
    }
  });

  afterAll(async () => {
    await t.close();
  });

  it('renders every account as toAdminUserDto does', async () => {
    const listed = await everything<AdminUserDto>('/api/admin/users?');
    const accounts = await t.db.dataSource.getRepository(User).find();
    expect(listed).toHaveLength(accounts.length);
    const byId = new Map(listed.map((a) => [a.id, a]));
    for (const account of accounts) expect(byId.get(account.id)).toEqual(toAdminUserDto(account));
    expect(listed.map((a) => a.name)).toEqual(expect.arrayContaining(['Ann Lee', 'Reed', null, "Zoë O'Brien-Núñez"]));
  });

  it('renders every application as toAdminApplicationDto does, whatever its references hold', async () => {
    const references: unknown[] = [
      [],
      [{ name: 'Maria Delgado', phone: '(404) 555-0190', relationship: 'Former employer' }],
      [
        { name: '', phone: '', relationship: '' },
        { name: `${spaces}Kevin Park${spaces}`, phone: ' (678) 555-0112', relationship: 'Catering client\u3000' },
        { name: spaces, phone: ' ', relationship: '' },
        { name: 'Laura Chen' },
      ],
      ['Maria', 3, null, true, ['x'], { name: 5, phone: { a: 1 }, relationship: null }, { phone: '404' }],
    ];
    const prices = [5, 9500, 6050, 8505, 123499];
    const repo = t.db.dataSource.getRepository(ChefApplication);
    for (const [i, refs] of references.entries()) {
      for (const [j, businessName] of [null, '', spaces, ` Ellis Cocina${spaces}`].entries()) {
        const { user } = await t.newUser('customer');
        const saved = await repo.save({
          userId: user.id,
          fullName: 'Jordan Ellis',
          email: user.email,
          phone: '(404) 555-0148',
          yearsOfExperience: i + j,
          specialty: 'mexican',
          description: 'Regional Mexican food.\n\nMoles and seafood.',
          cookingVideoUrl: [null, '', ' https://vimeo.com/76979871 ', spaces][j],
          foodSafetyScore: 90,
          professionalismScore: 80,
          references: refs as ChefApplication['references'],
          businessName,
          serviceTypes: ['Meal Prep', 'Catering'],
          location: 'Decatur, GA',
          zipCode: '30030',
          pricePerPersonCents: prices[(i + j) % prices.length],
          backgroundCheckConsent: true,
        });
        if (j === 3) {
          await repo.update(
            { id: saved.id },
            {
              status: 'rejected',
              rejectionReason: 'No food handler card',
              reviewedById: admin.user.id,
              reviewedAt: new Date(),
            },
          );
        }
      }
    }
    const listed = await everything<{ id: number }>('/api/admin/applications?');
    const applications = await repo.find();
    expect(applications.length).toBeGreaterThanOrEqual(16);
    expect(listed).toHaveLength(applications.length);
    const byId = new Map(listed.map((a) => [a.id, a]));
    for (const application of applications) {
      expect(byId.get(application.id)).toEqual(toAdminApplicationDto(application));
    }
  });

  it('renders every schedule request, open and handled, as toAdminScheduleRequestDto does', async () => {
    const repo = t.db.dataSource.getRepository(ScheduleRequest);
    const customers = await t.db.dataSource.getRepository(User).find({ where: { role: 'customer' } });
    for (const [i, customer] of customers.entries()) {
      const saved = await repo.save({
        userId: customer.id,
        bookingType: i % 2 ? 'recurring' : 'single',
        recurringFrequency: i % 2 ? 'weekly' : null,
        dates: i % 3 ? ['2031-05-01', '2031-05-08'] : ['2031-05-01'],
        timeSlot: i % 2 ? 'evening' : 'morning',
        notes: i % 4 ? `Request ${i}` : null,
      });
      if (i % 2)
        await repo.update({ id: saved.id }, { status: 'closed', handledById: admin.user.id, handledAt: new Date() });
    }
    const listed = [
      ...(await everything<{ id: number }>('/api/admin/schedule-requests?')),
      ...(await everything<{ id: number }>('/api/admin/schedule-requests?status=closed&')),
    ];
    const requests = await repo.find({ relations: { user: true } });
    expect(requests.length).toBeGreaterThanOrEqual(customers.length);
    expect(listed).toHaveLength(requests.length);
    const byId = new Map(listed.map((r) => [r.id, r]));
    for (const request of requests) expect(byId.get(request.id)).toEqual(toAdminScheduleRequestDto(request));
  });
});
