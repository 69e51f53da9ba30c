import { type AdminPageDto, type RecipeDto } from '@chefs/contracts';
import { dismissToast } from '@chefs/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAdminTab, type FakeNetwork } from '../testing/render-admin-tab';

const recipe = (id: number, isPublished: boolean) =>
  ({
    id,
    title: `Recipe ${id}`,
    category: 'healthy',
    difficulty: 'easy',
    cookingTime: 25,
    isPublished,
  }) as unknown as RecipeDto;
const page = (items: RecipeDto[]): AdminPageDto<RecipeDto> => ({ items, page: 1, pageSize: 20, total: items.length });

describe('Recipes tab', () => {
  let fake: FakeNetwork;
  afterEach(() => {
    fake.restore();
    act(() => dismissToast());
  });

  it('lists recipes with Published/Draft and publishes a draft', async () => {
    fake = renderAdminTab('recipes', {
      'GET /api/admin/recipes': { body: page([recipe(1, false), recipe(2, true)]) },
      'PATCH /api/admin/recipes/1/publish': { body: recipe(1, true) },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Draft')).toBeInTheDocument();
    expect(within(table).getByText('Published')).toBeInTheDocument();
    expect(within(table).getAllByText('25 min')).toHaveLength(2);
    fireEvent.click(within(table).getByRole('button', { name: 'Publish Recipe 1' }));
    expect(await screen.findByText('Recipe published successfully')).toBeInTheDocument();
  });

  it('adds a recipe: every field required, one item per line with blank lines dropped', async () => {
    fake = renderAdminTab('recipes', {
      'GET /api/admin/recipes': { body: page([]) },
      'POST /api/recipes': { status: 201, body: recipe(3, true) },
    });
    expect(await screen.findByText('No recipes yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Recipe' }));
    for (const message of ['Title is required', 'Category is required', 'Ingredients are required'])
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill('Title', 'Black Bean Bowls');
    fill('Description', 'A weeknight bowl.');
    fill('Category', 'healthy');
    fill('Difficulty', 'easy');
    fill('Prep time (min)', '10');
    fill('Cook time (min)', '20');
    fill('Servings', '4');
    fill('Ingredients', 'beans\n\n  paprika  \n');
    fill('Instructions', 'Warm.\n\nServe.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Recipe' }));
    expect(await screen.findByText('Recipe created successfully')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Black Bean Bowls',
      description: 'A weeknight bowl.',
      category: 'healthy',
      difficulty: 'easy',
      prepTime: 10,
      cookingTime: 20,
      servings: 4,
      ingredients: ['beans', 'paprika'],
      instructions: ['Warm.', 'Serve.'],
      isPublished: true,
    });
  });

  it('says when publishing failed', async () => {
    fake = renderAdminTab('recipes', {
      'GET /api/admin/recipes': { body: page([recipe(1, false)]) },
      'PATCH /api/admin/recipes/1/publish': { status: 500, body: { statusCode: 500, message: 'boom' } },
    });
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Publish Recipe 1' }));
    expect(await screen.findByText('Failed to publish recipe')).toBeInTheDocument();
  });

  it('filters by status and category and searches titles on the server, kept in the URL', async () => {
    fake = renderAdminTab('recipes', { 'GET /api/admin/recipes': { body: page([recipe(1, false)]) } }, 'status=draft');
    await screen.findByRole('table');
    expect(fake.calls.map((c) => c.url)).toContain('/api/admin/recipes?page=1&pageSize=20&status=draft');
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All categories', 'Meal Prep', 'Quick Dinners', 'Healthy', 'Comfort Food', 'Fine Dining']);
    fireEvent.change(category, { target: { value: 'healthy' } });
    expect(fake.calls.map((c) => c.url)).toContain(
      '/api/admin/recipes?page=1&pageSize=20&status=draft&category=healthy',
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search recipes' }), { target: { value: 'lemon tart' } });
    await waitFor(() =>
      expect(fake.calls.map((c) => c.url)).toContain(
        '/api/admin/recipes?page=1&pageSize=20&status=draft&category=healthy&q=lemon+tart',
      ),
    );
    expect(fake.search().get('category')).toBe('healthy');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: '' } });
    expect(fake.search().get('status')).toBeNull();
    expect(fake.search().get('q')).toBe('lemon tart');
  });
});
