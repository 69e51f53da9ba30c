import { browserNavigation } from '@chefs/api-client';
import { UNAUTHORIZED } from '@chefs/api-client/testing';
import { RECIPE_ADMIN_MESSAGES, type AdminPageDto, type RecipeDto } from '@chefs/contracts';
import { dismissToast } from '@chefs/ui';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  doubleClick,
  press,
  renderAdminTab,
  renderDashboard,
  sent,
  type FakeNetwork,
} from '../testing/render-admin-tab';

const recipe = (id: number, isPublished: boolean) =>
  ({
    id,
    title: `Recipe ${id}`,
    category: 'healthy',
    difficulty: 'easy',
    cookingTime: 25,
    isPublished,
  }) as unknown as RecipeDto;
/** Fills Add Recipe's fields by label; the rest of a valid recipe unless `values` says otherwise. */
function fillRecipe(dialog: HTMLElement, values: Record<string, string> = {}) {
  const all = {
    Title: 'Black Bean Bowls',
    Description: 'A weeknight bowl.',
    Category: 'healthy',
    Difficulty: 'easy',
    'Prep time (min)': '10',
    'Cook time (min)': '20',
    Servings: '4',
    Ingredients: 'beans\n\n  paprika  \n',
    Instructions: 'Warm.\n\nServe.',
    ...values,
  };
  for (const [label, value] of Object.entries(all))
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

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

  it('publishes once on a double click, the button waiting until it settles while other rows stay live', async () => {
    let published = false;
    fake = renderAdminTab('recipes', {
      'GET /api/admin/recipes': () => ({ body: page([recipe(1, published), recipe(2, false)]) }),
      // As the server does: the first PATCH publishes, any later one is refused.
      'PATCH /api/admin/recipes/1/publish': () => {
        if (published)
          return {
            status: 409,
            body: { statusCode: 409, error: 'Conflict', message: RECIPE_ADMIN_MESSAGES.alreadyPublished },
          };
        published = true;
        return { body: recipe(1, true) };
      },
    });
    const table = await screen.findByRole('table');
    doubleClick(within(table).getByRole('button', { name: 'Publish Recipe 1' }));
    const waiting = within(table).getByRole('button', { name: 'Publishing Recipe 1' });
    expect(waiting).toHaveAttribute('aria-disabled', 'true'); // busy, not disabled: it keeps the focus
    expect(waiting).toHaveFocus();
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    expect(waiting).toHaveTextContent('Publishing...');
    expect(within(table).getByRole('button', { name: 'Publish Recipe 2' })).toBeEnabled();
    fireEvent.click(waiting);
    expect(await screen.findByText('Recipe published successfully')).toBeInTheDocument();
    expect(await within(table).findByText('Published')).toBeInTheDocument();
    expect(screen.queryByText(RECIPE_ADMIN_MESSAGES.alreadyPublished)).not.toBeInTheDocument();
    expect(sent(fake, 'PATCH', '/api/admin/recipes/1/publish')).toHaveLength(1);
  });

  it('moves the focus to the heading when a published recipe’s button goes away', async () => {
    let published = false;
    fake = renderAdminTab('recipes', {
      'GET /api/admin/recipes': () => ({ body: page([recipe(1, published)]) }),
      'PATCH /api/admin/recipes/1/publish': () => {
        published = true;
        return { body: recipe(1, true) };
      },
    });
    const table = await screen.findByRole('table');
    press(within(table).getByRole('button', { name: 'Publish Recipe 1' }));
    expect(await within(table).findByText('Published')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Publish/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Recipes', level: 2 })).toHaveFocus());
  });

  it('adds a recipe: every field required, one item per line with blank lines dropped', async () => {
    fake = renderAdminTab('recipes', {
      'GET /api/admin/recipes': { body: page([]) },
      'POST /api/recipes': { status: 201, body: recipe(3, true) },
    });
    expect(await screen.findByRole('heading', { name: 'No recipes yet' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));
    const dialog = await screen.findByRole('dialog');
    press(within(dialog).getByRole('button', { name: 'Create Recipe' }));
    for (const message of ['Title is required', 'Category is required', 'Ingredients are required'])
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    // The first field to fix takes focus, and is read with its message.
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveFocus());
    fillRecipe(dialog);
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

  it('creates once on a double click of Create Recipe', async () => {
    fake = renderAdminTab('recipes', {
      'GET /api/admin/recipes': { body: page([]) },
      // A second POST of the same recipe would be refused: its title is taken by then.
      'POST /api/recipes': { status: 201, body: recipe(3, true) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Recipe' }));
    const dialog = await screen.findByRole('dialog');
    fillRecipe(dialog);
    doubleClick(within(dialog).getByRole('button', { name: 'Create Recipe' }));
    const waiting = within(dialog).getByRole('button', { name: 'Creating...' });
    expect(waiting).toHaveAttribute('aria-disabled', 'true'); // busy, not disabled: it keeps the focus
    expect(waiting).toHaveFocus();
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Recipe created successfully')).toBeInTheDocument();
    expect(sent(fake, 'POST', '/api/recipes')).toHaveLength(1);
  });

  it('keeps Add Recipe open and filled through a reload, until the recipe is created', async () => {
    fake = renderAdminTab('recipes', {
      'GET /api/admin/recipes': { body: page([]) },
      'POST /api/recipes': { status: 201, body: recipe(3, true) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Recipe' }));
    let dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Black Bean Bowls' } });
    fireEvent.change(dialog.getByLabelText('Ingredients'), { target: { value: 'beans\npaprika' } });
    cleanup(); // the page is gone, as on a reload or a lapsed session's sign-in; the tab's sessionStorage stays
    expect(Object.keys(sessionStorage)).toEqual(['adminDraft:u-1:addRecipe']);

    renderDashboard('recipes');
    const reopened = await screen.findByRole('dialog');
    dialog = within(reopened);
    expect(dialog.getByLabelText('Title')).toHaveValue('Black Bean Bowls');
    expect(dialog.getByLabelText('Ingredients')).toHaveValue('beans\npaprika');
    fillRecipe(reopened, { Ingredients: 'beans\npaprika' }); // the rest of the recipe
    fireEvent.click(dialog.getByRole('button', { name: 'Create Recipe' }));
    expect(await screen.findByText('Recipe created successfully')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ title: 'Black Bean Bowls' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('adminDraft:u-1:addRecipe')).toBeNull();
  });

  it('keeps what was typed in a closed Add Recipe, closed, through a reload', async () => {
    fake = renderAdminTab('recipes', { 'GET /api/admin/recipes': { body: page([]) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Recipe' }));
    fireEvent.change(within(await screen.findByRole('dialog')).getByLabelText('Title'), {
      target: { value: 'Half done' },
    });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    cleanup();

    renderDashboard('recipes');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Recipe' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('Title')).toHaveValue('Half done');
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

  it('shows the server’s message when publishing is refused (409), and reads the list again', async () => {
    let published = false;
    fake = renderAdminTab('recipes', {
      'GET /api/admin/recipes': () => ({ body: page([recipe(1, published)]) }),
      'PATCH /api/admin/recipes/1/publish': () => {
        published = true;
        return {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: RECIPE_ADMIN_MESSAGES.alreadyPublished },
        };
      },
    });
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Publish Recipe 1' }));
    expect(await screen.findByText('This recipe is already published.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText('Failed to publish recipe')).not.toBeInTheDocument();
    expect(await within(table).findByText('Published')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Publish Recipe 1' })).not.toBeInTheDocument();
  });

  it('signs in again when the session ended while publishing (401)', async () => {
    const go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    try {
      fake = renderAdminTab('recipes', {
        'GET /api/admin/recipes': { body: page([recipe(1, false)]) },
        'PATCH /api/admin/recipes/1/publish': UNAUTHORIZED,
      });
      const table = await screen.findByRole('table');
      fireEvent.click(within(table).getByRole('button', { name: 'Publish Recipe 1' }));
      expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
      expect(screen.queryByText('Failed to publish recipe')).not.toBeInTheDocument();
      await waitFor(() => expect(go).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login/)));
    } finally {
      go.mockRestore();
    }
  });

  it('says a title is taken in the server’s words (409), keeping Add Recipe open and filled', async () => {
    fake = renderAdminTab('recipes', {
      'GET /api/admin/recipes': { body: page([]) },
      'POST /api/recipes': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: RECIPE_ADMIN_MESSAGES.slugTaken },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Recipe' }));
    const dialog = await screen.findByRole('dialog');
    fillRecipe(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Recipe' }));
    expect(await screen.findByText('A recipe with this title already exists.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to create recipe')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Black Bean Bowls');
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
