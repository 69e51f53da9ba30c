import { Chef, type User } from '@chefs/db';
import { ADMIN_CHEF_RULES, CHEF_ADMIN_MESSAGES as M, type AdminPageDto, type ChefDto } from '@chefs/contracts';
import { startTestApp, type TestApp } from './support';

const form = {
  name: 'Rosa Delgado',
  specialty: 'Coastal Italian',
  primaryCuisine: 'italian',
  pricePerPerson: 92.5,
  zipCode: '30307',
  location: 'Atlanta, GA',
  bio: 'Handmade pasta and seafood.',
};

describe('admin chefs (HTTP, seeded Postgres)', () => {
  let t: TestApp;
  let admin: { user: User; cookie: string };
  const chefs = () => t.db.dataSource.getRepository(Chef);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.newUser('admin');
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists chefs a page at a time, those awaiting approval first', async () => {
    const waiting = await t.newChef({ isApproved: false });
    const res = (await t.http.get('/api/admin/chefs?pageSize=1').set('Cookie', admin.cookie).expect(200))
      .body as AdminPageDto<ChefDto>;
    expect(res.total).toBe(await chefs().count());
    expect(res.items.map((c) => c.id)).toEqual([waiting.id]);
  });

  it('approves a chef once: 409 the second time, 404 for none', async () => {
    const waiting = await t.newChef({ isApproved: false });
    const res = await t.http.patch(`/api/admin/chefs/${waiting.id}/approve`).set('Cookie', admin.cookie).expect(200);
    expect(res.body).toMatchObject({ id: waiting.id, isApproved: true });
    expect((await chefs().findOneByOrFail({ id: waiting.id })).isApproved).toBe(true);
    expect(
      (await t.http.patch(`/api/admin/chefs/${waiting.id}/approve`).set('Cookie', admin.cookie).expect(409)).body,
    ).toMatchObject({ message: M.alreadyApproved });
    expect(
      (await t.http.patch('/api/admin/chefs/99999999/approve').set('Cookie', admin.cookie).expect(404)).body,
    ).toMatchObject({ message: M.notFound });
  });

  it('creates an approved chef offering meal prep and private dinners', async () => {
    const res = await t.http.post('/api/chefs').set('Cookie', admin.cookie).send(form).expect(201);
    const stored = await chefs().findOneByOrFail({ id: (res.body as ChefDto).id });
    expect(stored).toMatchObject({
      name: 'Rosa Delgado',
      specialty: 'Coastal Italian',
      cuisines: ['italian'],
      pricePerPersonCents: 9250,
      zipCodes: ['30307'],
      location: 'Atlanta, GA',
      bio: 'Handmade pasta and seafood.',
      services: ['meal_prep', 'private_dinner'],
      isApproved: true,
      isActive: true,
    });
  });

  it('creates the chef from the spec’s payload: zipCodes with one ZIP, cuisines with one, services and isApproved', async () => {
    const { primaryCuisine, zipCode, ...rest } = form;
    const payload = {
      ...rest,
      zipCodes: [zipCode],
      cuisines: [primaryCuisine],
      services: ['meal_prep', 'private_dinner'],
      isApproved: true,
    };
    const res = await t.http.post('/api/chefs').set('Cookie', admin.cookie).send(payload).expect(201);
    const stored = await chefs().findOneByOrFail({ id: (res.body as ChefDto).id });
    expect(stored).toMatchObject({
      cuisines: ['italian'],
      zipCodes: ['30307'],
      services: ['meal_prep', 'private_dinner'],
      isApproved: true,
    });

    const before = await chefs().count();
    for (const [change, field, message] of [
      [{ cuisines: ['martian'] }, 'primaryCuisine', 'Choose a primary cuisine from the list'],
      [{ zipCodes: ['abc'] }, 'zipCode', 'Enter a 5-digit ZIP code'],
      [{ zipCodes: ['30307', '30305'] }, 'zipCodes', 'Send one ZIP code in zipCodes'],
      [{ services: ['catering'] }, 'services', 'Services must be meal_prep and private_dinner'],
      [{ isApproved: false }, 'isApproved', 'A chef an admin adds is approved at once: isApproved must be true'],
    ] as const) {
      const refused = await t.http
        .post('/api/chefs')
        .set('Cookie', admin.cookie)
        .send({ ...payload, ...change })
        .expect(400);
      expect((refused.body as { errors: { field: string; message: string }[] }).errors).toContainEqual({
        field,
        message,
      });
    }
    expect(await chefs().count()).toBe(before);
  });

  it('answers 400 with each missing field’s message and writes nothing', async () => {
    const before = await chefs().count();
    const res = await t.http.post('/api/chefs').set('Cookie', admin.cookie).send({}).expect(400);
    const body = JSON.stringify(res.body);
    for (const rule of Object.values(ADMIN_CHEF_RULES)) expect(body).toContain(rule.message);
    await t.http
      .post('/api/chefs')
      .set('Cookie', admin.cookie)
      .send({ ...form, primaryCuisine: 'martian' })
      .expect(400);
    expect(await chefs().count()).toBe(before);
  });

  it('answers 400 "ZIP code is required" only for an empty ZIP, and asks for 5 digits for a malformed one', async () => {
    const before = await chefs().count();
    for (const [zipCode, message] of [
      ['abc', 'Enter a 5-digit ZIP code'],
      ['3030', 'Enter a 5-digit ZIP code'],
      ['  ', 'ZIP code is required'],
    ]) {
      const res = await t.http
        .post('/api/chefs')
        .set('Cookie', admin.cookie)
        .send({ ...form, zipCode })
        .expect(400);
      expect(res.body).toMatchObject({ message, errors: [{ field: 'zipCode', message }] });
    }
    expect(await chefs().count()).toBe(before);
  });

  it('answers 401 signed out and 403 to a customer or a chef', async () => {
    const waiting = await t.newChef({ isApproved: false });
    const customer = await t.newUser();
    const chef = await t.newUser('chef');
    await t.http.post('/api/chefs').send(form).expect(401);
    await t.http.post('/api/chefs').set('Cookie', customer.cookie).send(form).expect(403);
    await t.http.post('/api/chefs').set('Cookie', chef.cookie).send(form).expect(403);
    await t.http.patch(`/api/admin/chefs/${waiting.id}/approve`).expect(401);
    await t.http.patch(`/api/admin/chefs/${waiting.id}/approve`).set('Cookie', chef.cookie).expect(403);
    expect((await chefs().findOneByOrFail({ id: waiting.id })).isApproved).toBe(false);
  });
});
