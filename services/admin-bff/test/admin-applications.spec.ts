import { Chef, ChefApplication, User } from '@chefs/db';
import {
  APPLICATION_DECISION_MESSAGES as M,
  type AdminApplicationDto,
  type AdminApplicationPageDto,
} from '@chefs/contracts';
import { captureQueries } from '@chefs/testing';
import { startTestApp, type TestApp } from './support';

describe('admin applications (HTTP, seeded Postgres)', () => {
  let t: TestApp;
  let admin: { user: User; cookie: string };

  const decide = (id: number | string, body: unknown, cookie = admin.cookie) =>
    t.http
      .patch(`/api/admin/applications/${id}`)
      .set('Cookie', cookie)
      .send(body as object);
  /** A customer (or `existing`) who applied to cook: their account and the pending application (as `over` says). */
  const applicant = async (
    over: Partial<ChefApplication> = {},
    existing?: User,
  ): Promise<{ user: User; application: ChefApplication }> => {
    const user = existing ?? (await t.newUser('customer')).user;
    const application = await t.db.dataSource.getRepository(ChefApplication).save({
      userId: user.id,
      fullName: 'Jamal Wright',
      email: user.email,
      phone: '(404) 555-0199',
      yearsOfExperience: 9,
      specialty: 'southern',
      description: 'Low-country cooking with a modern touch.',
      cookingVideoUrl: null,
      foodSafetyScore: 90,
      professionalismScore: 90,
      references: [],
      businessName: null,
      serviceTypes: ['Private Dinner', 'Catering'],
      location: 'Decatur, GA',
      zipCode: '30030',
      pricePerPersonCents: 9500,
      backgroundCheckConsent: true,
      ...over,
    });
    return { user, application };
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.newUser('admin');
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists applications a page at a time, newest first', async () => {
    const { application } = await applicant();
    const res = (await t.http.get('/api/admin/applications?pageSize=1').set('Cookie', admin.cookie).expect(200))
      .body as AdminApplicationPageDto;
    expect(res.total).toBe(await t.db.dataSource.getRepository(ChefApplication).count());
    expect(res.items).toHaveLength(1);
    expect(res.items[0]).toMatchObject({ id: application.id, status: 'pending', pricePerPerson: 95 });
  });

  it('lists each application whole, for the admin to vet it before deciding', async () => {
    const { user, application } = await applicant({
      description: "Low-country cooking.\n\nShrimp and grits, hoppin' John.",
      cookingVideoUrl: 'https://vimeo.com/76979871',
      foodSafetyScore: 100,
      professionalismScore: 80,
      // Stored as the application form left them: the blank second reference is not one.
      references: [
        { name: 'Maria Delgado', phone: '(404) 555-0190', relationship: 'Former employer' },
        { name: '', phone: '', relationship: '' },
        { name: 'Kevin Park', phone: '(678) 555-0112', relationship: 'Catering client' },
      ],
      businessName: 'Wright Kitchen',
    });
    // No video, no references, the business name left empty (consent is required: ck_chef_applications_consent).
    const { application: bare } = await applicant({ businessName: '' });
    const list = async () =>
      (await t.http.get('/api/admin/applications?pageSize=5').set('Cookie', admin.cookie).expect(200))
        .body as AdminApplicationPageDto;
    const res = await list();
    expect(res.items.find((a) => a.id === application.id)).toEqual({
      id: application.id,
      userId: user.id,
      fullName: 'Jamal Wright',
      email: user.email,
      phone: '(404) 555-0199',
      specialty: 'southern',
      yearsOfExperience: 9,
      location: 'Decatur, GA',
      zipCode: '30030',
      pricePerPerson: 95,
      serviceTypes: ['Private Dinner', 'Catering'],
      description: "Low-country cooking.\n\nShrimp and grits, hoppin' John.",
      businessName: 'Wright Kitchen',
      cookingVideoUrl: 'https://vimeo.com/76979871',
      foodSafetyScore: 100,
      professionalismScore: 80,
      references: [
        { name: 'Maria Delgado', phone: '(404) 555-0190', relationship: 'Former employer' },
        { name: 'Kevin Park', phone: '(678) 555-0112', relationship: 'Catering client' },
      ],
      backgroundCheckConsent: true,
      status: 'pending',
      rejectionReason: null,
      backgroundCheckStatus: 'pending',
      applicationDate: application.createdAt.toISOString(),
      reviewedAt: null,
    } satisfies AdminApplicationDto);
    expect(res.items.find((a) => a.id === bare.id)).toMatchObject({
      businessName: null,
      cookingVideoUrl: null,
      foodSafetyScore: 90,
      professionalismScore: 90,
      references: [],
      backgroundCheckConsent: true,
    });

    // Still one statement for the page's rows, however much of each row it reads.
    const queries = await captureQueries(async () => {
      await list();
    });
    expect(queries.filter((q) => /\bchef_applications\b/.test(q.sql))).toHaveLength(1);

    // A decision answers the same whole application.
    const decided = (await decide(application.id, { status: 'under_review' }).expect(200)).body as AdminApplicationDto;
    expect(decided).toEqual({
      ...res.items.find((a) => a.id === application.id),
      status: 'under_review',
      reviewedAt: expect.any(String) as string,
    });
  });

  it('approving creates the chef profile from the application, makes the user a chef and e-mails them', async () => {
    const { user, application } = await applicant();
    const res = await decide(application.id, { status: 'approved' }).expect(200);
    expect(res.body as AdminApplicationDto).toMatchObject({ status: 'approved', rejectionReason: null });
    const chef = await t.db.dataSource.getRepository(Chef).findOneByOrFail({ userId: user.id });
    expect(chef).toMatchObject({
      name: 'Jamal Wright',
      bio: 'Low-country cooking with a modern touch.',
      specialty: 'Southern',
      cuisines: ['southern'],
      pricePerPersonCents: 9500,
      location: 'Decatur, GA',
      zipCodes: ['30030'],
      yearsOfExperience: 9,
      services: ['private_dinner'],
      isApproved: true,
      isActive: true,
    });
    expect((await t.db.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).role).toBe('chef');
    const stored = await t.db.dataSource.getRepository(ChefApplication).findOneByOrFail({ id: application.id });
    expect(stored.reviewedById).toBe(admin.user.id);
    expect(stored.reviewedAt).toBeInstanceOf(Date);
    const mails = await t.outbox(`application-decision:${application.id}:`);
    expect(mails).toHaveLength(1);
    expect(mails[0].payload).toMatchObject({
      template: 'application_decision',
      to: user.email,
      data: { status: 'approved' },
    });
    // Approved once and for all.
    expect(
      (await decide(application.id, { status: 'rejected', rejectionReason: 'No' }).expect(409)).body,
    ).toMatchObject({ message: M.alreadyApproved });
    expect(await t.db.dataSource.getRepository(Chef).countBy({ userId: user.id })).toBe(1);
  });

  it('marks under review, and rejects only with a reason, e-mailing each decision', async () => {
    const { user, application } = await applicant();
    await decide(application.id, { status: 'under_review' }).expect(200);
    expect((await decide(application.id, { status: 'under_review' }).expect(409)).body).toMatchObject({
      message: M.same,
    });
    const noReason = await decide(application.id, { status: 'rejected', rejectionReason: '  ' }).expect(400);
    expect(JSON.stringify(noReason.body)).toContain(M.rejectionReason);
    expect((await t.db.dataSource.getRepository(ChefApplication).findOneByOrFail({ id: application.id })).status).toBe(
      'under_review',
    );
    const res = await decide(application.id, { status: 'rejected', rejectionReason: 'Not enough experience yet.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'rejected', rejectionReason: 'Not enough experience yet.' });
    const mails = await t.outbox(`application-decision:${application.id}:`);
    expect(mails.map((m) => (m.payload as { data: { status: string } }).data.status)).toEqual([
      'under_review',
      'rejected',
    ]);
    expect((await t.db.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).role).toBe('customer');
    expect(await t.db.dataSource.getRepository(Chef).countBy({ userId: user.id })).toBe(0);
  });

  it('reopens or approves a rejected application only while its applicant has no newer one open', async () => {
    const { user, application } = await applicant();
    await decide(application.id, { status: 'rejected', rejectionReason: 'Too few references.' }).expect(200);
    const { application: newer } = await applicant({}, user);
    for (const status of ['under_review', 'approved'] as const) {
      expect((await decide(application.id, { status }).expect(409)).body).toMatchObject({ message: M.otherOpen });
    }
    const stored = await t.db.dataSource.getRepository(ChefApplication).findOneByOrFail({ id: application.id });
    expect(stored).toMatchObject({ status: 'rejected', rejectionReason: 'Too few references.' });
    expect(await t.db.dataSource.getRepository(Chef).countBy({ userId: user.id })).toBe(0);
    // The newer one is the one to decide; once it is rejected too, the older may be reopened.
    await decide(newer.id, { status: 'rejected', rejectionReason: 'Same as before.' }).expect(200);
    await decide(application.id, { status: 'under_review' }).expect(200);
  });

  it('refuses to approve an admin’s application, which would take their admin role away', async () => {
    const other = await t.newUser('admin');
    const { application } = await applicant({}, other.user);
    expect((await decide(application.id, { status: 'approved' }).expect(409)).body).toMatchObject({
      message: M.applicantIsAdmin,
    });
    expect((await t.db.dataSource.getRepository(User).findOneByOrFail({ id: other.user.id })).role).toBe('admin');
    expect(await t.db.dataSource.getRepository(Chef).countBy({ userId: other.user.id })).toBe(0);
    expect((await t.db.dataSource.getRepository(ChefApplication).findOneByOrFail({ id: application.id })).status).toBe(
      'pending',
    );
  });

  it('answers 400 for a bad status, 404 for no application, 401 and 403 to others', async () => {
    const { application } = await applicant();
    const bad = await decide(application.id, { status: 'pending' }).expect(400);
    expect(JSON.stringify(bad.body)).toContain(M.status);
    expect((await decide(99_999_999, { status: 'approved' }).expect(404)).body).toMatchObject({ message: M.notFound });
    await t.http.patch(`/api/admin/applications/${application.id}`).send({ status: 'approved' }).expect(401);
    const customer = await t.newUser();
    const chef = await t.newUser('chef');
    await decide(application.id, { status: 'approved' }, customer.cookie).expect(403);
    await decide(application.id, { status: 'approved' }, chef.cookie).expect(403);
    await t.http.get('/api/admin/applications').expect(401);
    await t.http.get('/api/admin/applications').set('Cookie', customer.cookie).expect(403);
    expect((await t.db.dataSource.getRepository(ChefApplication).findOneByOrFail({ id: application.id })).status).toBe(
      'pending',
    );
  });
});
