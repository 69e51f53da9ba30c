import { Recipe, type User } from '@chefs/db';
import {
  ADMIN_MESSAGES,
  ADMIN_RECIPE_RULES,
  RECIPE_ADMIN_MESSAGES as M,
  type AdminPageDto,
  type RecipeDto,
} from '@chefs/contracts';
import { startTestApp, type TestApp } from './support';

const form = {
  title: 'Smoky Black Bean Bowls',
  description: 'A weeknight bowl.',
  category: 'healthy',
  difficulty: 'easy',
  prepTime: 10,
  cookingTime: 20,
  servings: 4,
  ingredients: ['2 cans black beans', '', '1 tsp smoked paprika'],
  instructions: ['Warm the beans.', '  ', 'Season and serve.'],
  isPublished: true,
};

describe('admin recipes (HTTP, seeded Postgres)', () => {
  let t: TestApp;
  let admin: { user: User; cookie: string };
  const recipes = () => t.db.dataSource.getRepository(Recipe);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.newUser('admin');
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists recipes a page at a time, drafts first', async () => {
    const res = (await t.http.get('/api/admin/recipes?pageSize=1').set('Cookie', admin.cookie).expect(200))
      .body as AdminPageDto<RecipeDto>;
    expect(res.total).toBe(await recipes().count());
    expect(res.items[0].isPublished).toBe(false);
  });

  it('reaches the first 10,000 recipes by page number, like every admin table, and says so past them', async () => {
    for (const query of ['page=1000000', 'page=501', 'page=101&pageSize=100', 'page=501&q=gumbo']) {
      const res = await t.http.get(`/api/admin/recipes?${query}`).set('Cookie', admin.cookie);
      expect([query, res.status, res.body]).toEqual([
        query,
        400,
        expect.objectContaining({
          message: ADMIN_MESSAGES.pageWithoutCursor,
          errors: [{ field: 'page', message: ADMIN_MESSAGES.pageWithoutCursor }],
        }),
      ]);
    }
    await t.http.get('/api/admin/recipes?page=500').set('Cookie', admin.cookie).expect(200);
    await t.http.get('/api/admin/recipes?page=100&pageSize=100').set('Cookie', admin.cookie).expect(200);
  });

  it('publishes a draft once: 409 the second time, 404 for none', async () => {
    const draft = await recipes().save({ title: 'Draft Gumbo', slug: 'draft-gumbo', category: 'comfort_food' });
    await t.http.patch(`/api/admin/recipes/${draft.id}/publish`).set('Cookie', admin.cookie).expect(200);
    expect((await recipes().findOneByOrFail({ id: draft.id })).isPublished).toBe(true);
    expect(
      (await t.http.patch(`/api/admin/recipes/${draft.id}/publish`).set('Cookie', admin.cookie).expect(409)).body,
    ).toMatchObject({ message: M.alreadyPublished });
    await t.http.patch('/api/admin/recipes/99999999/publish').set('Cookie', admin.cookie).expect(404);
  });

  it('creates a published recipe with its slug, blank lines dropped; the same title again is 409', async () => {
    const res = await t.http.post('/api/recipes').set('Cookie', admin.cookie).send(form).expect(201);
    expect(res.body).toMatchObject({
      slug: 'smoky-black-bean-bowls',
      isPublished: true,
      ingredients: ['2 cans black beans', '1 tsp smoked paprika'],
      instructions: ['Warm the beans.', 'Season and serve.'],
      prepTime: 10,
      cookingTime: 20,
      servings: 4,
    });
    expect((await t.http.post('/api/recipes').set('Cookie', admin.cookie).send(form).expect(409)).body).toMatchObject({
      message: M.slugTaken,
    });
  });

  it('answers 400 with each missing field’s message and writes nothing', async () => {
    const before = await recipes().count();
    const res = await t.http.post('/api/recipes').set('Cookie', admin.cookie).send({}).expect(400);
    const body = JSON.stringify(res.body);
    for (const rule of Object.values(ADMIN_RECIPE_RULES)) expect(body).toContain(rule.message);
    await t.http
      .post('/api/recipes')
      .set('Cookie', admin.cookie)
      .send({ ...form, title: 'Fine', category: 'fine_dining' })
      .expect(400);
    expect(await recipes().count()).toBe(before);
  });

  it('answers 400 with "required" only for an empty number, and says what is wrong with one out of range', async () => {
    const before = await recipes().count();
    const cases: [field: string, value: unknown, message: string][] = [
      ['prepTime', -5, "Prep time can't be negative"],
      ['cookingTime', 1441, "Cook time can't be more than 1,440 minutes (24 hours)"],
      ['servings', 0, 'Servings must be between 1 and 100'],
      ['servings', 2.5, 'Servings must be a whole number from 1 to 100'],
      ['servings', '', 'Servings are required'],
    ];
    for (const [field, value, message] of cases) {
      const res = await t.http
        .post('/api/recipes')
        .set('Cookie', admin.cookie)
        .send({ ...form, [field]: value })
        .expect(400);
      expect(res.body).toMatchObject({ message, errors: [{ field, message }] });
    }
    expect(await recipes().count()).toBe(before);
  });

  it('answers 400 for a title with no letter or number (it would have no slug) and writes nothing', async () => {
    const before = await recipes().count();
    for (const title of ['ȴ', '!!!', '—', '-', ' -- ']) {
      const res = await t.http
        .post('/api/recipes')
        .set('Cookie', admin.cookie)
        .send({ ...form, title })
        .expect(400);
      expect(res.body).toMatchObject({ message: M.titleWithoutWords });
    }
    expect(await recipes().count()).toBe(before);
  });

  it('answers 401 signed out and 403 to a customer or a chef', async () => {
    const customer = await t.newUser();
    const chef = await t.newUser('chef');
    await t.http.post('/api/recipes').send(form).expect(401);
    await t.http.post('/api/recipes').set('Cookie', customer.cookie).send(form).expect(403);
    await t.http.post('/api/recipes').set('Cookie', chef.cookie).send(form).expect(403);
    await t.http.patch('/api/admin/recipes/1/publish').set('Cookie', chef.cookie).expect(403);
  });
});
