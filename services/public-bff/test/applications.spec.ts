import { startTestApp } from './support';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type request from 'supertest';
import { Like } from 'typeorm';
import { createSessionCookie } from '@chefs/auth/testing';
import type { ApiErrorBody, ChefApplicationRequest, ChefApplicationResponse } from '@chefs/contracts';
import { ChefApplication, OutboxMessage, User } from '@chefs/db';
import { type TestDatabase } from '@chefs/db/testing';
import { type AppConfig } from '@chefs/server-core';
import { sameOriginHttp } from '@chefs/testing';

/** Right answers of both quizzes (docs/decisions.md "Quizzes"). */
const FOOD_SAFETY_RIGHT = [2, 1, 3, 1, 2];
const PROFESSIONALISM_RIGHT = [1, 1, 1, 1, 1];

const application = (overrides: Record<string, unknown> = {}): ChefApplicationRequest & Record<string, unknown> => ({
  fullName: 'Jordan Avery',
  email: 'Jordan.Avery@Example.com',
  phone: '(404) 555-0177',
  yearsOfExperience: 9,
  specialty: 'french',
  description: 'Nine years on the line in Atlanta, the last four as sous chef at a Buckhead bistro.',
  cookingVideoUrl: 'https://vimeo.com/123456',
  foodSafetyAnswers: FOOD_SAFETY_RIGHT,
  professionalismAnswers: [1, 1, 1, 1, 0],
  reference1Name: 'Dana Cole',
  reference1Phone: '4045550188',
  reference1Relationship: 'Former head chef',
  reference2Name: '',
  reference2Phone: '',
  reference2Relationship: '',
  reference3Name: 'Sam Lee',
  serviceTypes: ['Meal Prep', 'Private Dinner'],
  location: 'Atlanta, GA',
  zipCode: '30305',
  pricePerPerson: 85.5,
  backgroundCheckConsent: true,
  ...overrides,
});

describe('POST /api/chef-application (HTTP, seeded Postgres)', () => {
  let app: NestFastifyApplication;
  let db: TestDatabase;
  let config: AppConfig<'session'>;
  let http: ReturnType<typeof request>;
  let n = 0;

  const applications = () => db.dataSource.getRepository(ChefApplication);
  const receipts = () =>
    db.dataSource.getRepository(OutboxMessage).countBy({ idempotencyKey: Like('application_received:%') });
  /** A Cookie header for a new signed-in customer with no application yet. */
  async function newApplicant(): Promise<{ user: User; cookie: string }> {
    n += 1;
    const user = await db.dataSource
      .getRepository(User)
      .save({ email: `applicant-${n}@example.com`, firstName: 'Jordan', lastName: 'Avery' });
    return { user, cookie: await createSessionCookie(db.dataSource, user.id, config.sessionSecret) };
  }
  const submit = (cookie: string, body: object) => http.post('/api/chef-application').set('Cookie', cookie).send(body);

  beforeAll(async () => {
    ({ app, db, config } = await startTestApp());
    http = sameOriginHttp(app.getHttpServer(), config.publicUrl);
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('stores the application with the scores it graded itself and queues the "application received" e-mail', async () => {
    const { user, cookie } = await newApplicant();
    // The browser claims perfect scores; the answers say 100 and 80.
    const res = await submit(cookie, application({ foodSafetyScore: 100, professionalismScore: 100 })).expect(201);
    const body = res.body as ChefApplicationResponse;
    expect(body).toEqual({
      id: expect.any(Number),
      status: 'pending',
      applicationDate: expect.any(String),
      foodSafetyScore: 100,
      professionalismScore: 80,
    });
    expect(Math.abs(Date.parse(body.applicationDate) - Date.now())).toBeLessThan(60_000);

    const row = await applications().findOneByOrFail({ id: body.id });
    expect(row).toMatchObject({
      userId: user.id,
      email: 'jordan.avery@example.com',
      phone: '(404) 555-0177',
      yearsOfExperience: 9,
      foodSafetyScore: 100,
      professionalismScore: 80,
      pricePerPersonCents: 8550,
      serviceTypes: ['Meal Prep', 'Private Dinner'],
      cookingVideoUrl: 'https://vimeo.com/123456',
      businessName: null,
      status: 'pending',
      backgroundCheckConsent: true,
    });
    expect(row.references).toEqual([
      { name: 'Dana Cole', phone: '4045550188', relationship: 'Former head chef' },
      { name: 'Sam Lee', phone: '', relationship: '' },
    ]);
    const mail = await db.dataSource
      .getRepository(OutboxMessage)
      .findOneByOrFail({ idempotencyKey: `application_received:${body.id}` });
    expect(mail).toMatchObject({
      queue: 'email',
      payload: { template: 'application_received', to: 'jordan.avery@example.com', data: { fullName: 'Jordan Avery' } },
    });
  });

  it('takes numbers typed as text and leaves the optional fields out', async () => {
    const { cookie } = await newApplicant();
    const bare = application({
      professionalismAnswers: PROFESSIONALISM_RIGHT,
      yearsOfExperience: '0',
      pricePerPerson: '25',
      cookingVideoUrl: '',
      reference1Name: undefined,
      reference1Phone: undefined,
      reference1Relationship: undefined,
      reference3Name: undefined,
    });
    const { body } = await submit(cookie, bare).expect(201);
    expect(body).toMatchObject({ foodSafetyScore: 100, professionalismScore: 100 });
    const row = await applications().findOneByOrFail({ id: (body as ChefApplicationResponse).id });
    expect(row).toMatchObject({
      yearsOfExperience: 0,
      pricePerPersonCents: 2500,
      cookingVideoUrl: null,
      references: [],
    });
  });

  describe('refuses a broken rule of docs/product.md §5 with its exact message, writing nothing', () => {
    it.each([
      ['fullName', 'J', 'Full name is required'],
      ['email', 'jordan@example', 'Valid email is required'],
      ['phone', '555-0177', 'Valid phone number is required'],
      ['yearsOfExperience', -1, 'Years of experience must be 0 or greater'],
      ['yearsOfExperience', 51, 'Years of experience cannot exceed 50'],
      ['specialty', '', 'Specialty is required'],
      [
        'description',
        'I like to cook for friends.',
        'Please provide at least 50 characters about your cooking experience',
      ],
      ['cookingVideoUrl', 'my channel', 'Please provide a valid video URL (YouTube, Vimeo, etc.)'],
      ['serviceTypes', [], 'Select at least one service type'],
      ['location', '   ', 'Location is required'],
      ['zipCode', '3030', 'Valid zip code required'],
      ['pricePerPerson', 20, 'Minimum $25 per person'],
      ['backgroundCheckConsent', false, 'Background check consent is required'],
    ])('%s = %j: "%s"', async (field, value, message) => {
      const { user, cookie } = await newApplicant();
      const before = await receipts();
      const res = await submit(cookie, application({ [field]: value })).expect(400);
      const body = res.body as ApiErrorBody;
      expect(body.message).toBe(message);
      expect(body.errors).toEqual([{ field, message }]);
      expect(await applications().countBy({ userId: user.id })).toBe(0);
      expect(await receipts()).toBe(before);
    });
  });

  it('reports every broken field of an empty form at once', async () => {
    const { cookie } = await newApplicant();
    const { body } = await submit(cookie, {}).expect(400);
    expect((body as ApiErrorBody).errors?.map((e) => e.message)).toEqual(
      expect.arrayContaining([
        'Full name is required',
        'Valid email is required',
        'Minimum 80% score required on food safety quiz',
        'Background check consent is required',
      ]),
    );
  });

  it.each([
    [
      'food safety',
      { foodSafetyAnswers: [2, 1, 0, 0, 2] },
      [{ field: 'foodSafetyScore', message: 'Minimum 80% score required on food safety quiz' }],
    ],
    [
      'professionalism',
      { professionalismAnswers: [1, 1, 1, 0, 0] },
      [{ field: 'professionalismScore', message: 'Minimum 80% score required on professionalism quiz' }],
    ],
    [
      'both',
      {
        foodSafetyAnswers: [],
        professionalismAnswers: [0, 0, 0, 0, 0],
        foodSafetyScore: 100,
        professionalismScore: 100,
      },
      [
        { field: 'foodSafetyScore', message: 'Minimum 80% score required on food safety quiz' },
        { field: 'professionalismScore', message: 'Minimum 80% score required on professionalism quiz' },
      ],
    ],
  ])(
    'refuses a failed %s quiz whatever score the browser claims (400, nothing written)',
    async (_name, answers, errors) => {
      const { user, cookie } = await newApplicant();
      const before = await receipts();
      const { body } = await submit(cookie, application(answers)).expect(400);
      expect(body).toMatchObject({ statusCode: 400, message: errors[0].message, errors });
      expect(await applications().countBy({ userId: user.id })).toBe(0);
      expect(await receipts()).toBe(before);
    },
  );

  it('answers 401 when signed out, writing nothing', async () => {
    const before = { applications: await applications().countBy({}), receipts: await receipts() };
    await http.post('/api/chef-application').send(application()).expect(401);
    expect({ applications: await applications().countBy({}), receipts: await receipts() }).toEqual(before);
  });

  it('allows one open application per user (409), and a new one after a rejection', async () => {
    const { user, cookie } = await newApplicant();
    const first = (await submit(cookie, application()).expect(201)).body as ChefApplicationResponse;
    const second = await submit(cookie, application({ fullName: 'Jordan A. Avery' })).expect(409);
    expect(second.body).toMatchObject({ statusCode: 409, message: 'You already have an application under review.' });
    await applications().update({ id: first.id }, { status: 'under_review' });
    await submit(cookie, application()).expect(409);
    expect(await applications().countBy({ userId: user.id })).toBe(1);

    await applications().update({ id: first.id }, { status: 'rejected', rejectionReason: 'Incomplete references' });
    const again = (await submit(cookie, application()).expect(201)).body as ChefApplicationResponse;
    expect(again.id).not.toBe(first.id);
    expect(await applications().countBy({ userId: user.id })).toBe(2);
  });

  it('keeps one open application when the same user submits several at once', async () => {
    const { user, cookie } = await newApplicant();
    const results = await Promise.all([1, 2, 3, 4].map(() => submit(cookie, application())));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(
      results
        .filter((r) => r.status === 409)
        .every((r) => (r.body as ApiErrorBody).message === 'You already have an application under review.'),
    ).toBe(true);
    expect(await applications().countBy({ userId: user.id })).toBe(1);
  });

  it('answers 409 to a user who already runs a chef profile', async () => {
    const chefUser = await db.dataSource.getRepository(User).findOneByOrFail({ email: 'chef@demo.test' });
    const cookie = await createSessionCookie(db.dataSource, chefUser.id, config.sessionSecret);
    const before = await applications().countBy({ userId: chefUser.id });
    const { body } = await submit(cookie, application()).expect(409);
    expect((body as ApiErrorBody).message).toBe('You already have a chef profile.');
    expect(await applications().countBy({ userId: chefUser.id })).toBe(before);
  });

  it('answers 409 to the seeded applicant, whose application is pending', async () => {
    const applicant = await db.dataSource.getRepository(User).findOneByOrFail({ email: 'applicant@demo.test' });
    const cookie = await createSessionCookie(db.dataSource, applicant.id, config.sessionSecret);
    const before = await applications().countBy({ userId: applicant.id });
    await submit(cookie, application()).expect(409);
    expect(await applications().countBy({ userId: applicant.id })).toBe(before);
  });
});
