import { useAdminRecipes, usePublishRecipe } from '@chefs/api-client';
import {
  RECIPE_CATEGORIES,
  RECIPE_PUBLICATION_STATES,
  type RecipeDto,
  type RecipePublicationState,
} from '@chefs/contracts';
import { Badge, humanize } from '@chefs/ui';
import { BookOpen } from 'lucide-react';
import { AdminActionButton } from '../common/AdminActionButton';
import { AdminListSection, emptyList, type AdminList } from '../common/AdminListSection';
import { AdminTable, type AdminCard, type AdminColumn } from '../common/AdminTable';
import { searchQuery } from '../common/SearchBox';
import { oneOf, useTableParams } from '../common/useTableParams';
import { AddRecipeDialog } from './AddRecipeDialog';

const PAGE_SIZE = 20;

const STATUS_LABELS: Record<RecipePublicationState, string> = { draft: 'Drafts', published: 'Published' };
const STATUS_OPTIONS = RECIPE_PUBLICATION_STATES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
const CATEGORY_OPTIONS = RECIPE_CATEGORIES.map((c) => ({ value: c, label: humanize(c) }));

const LIST: AdminList<'status' | 'category' | 'q'> = {
  noun: 'recipes',
  description: 'Drafts come first; publishing shows a recipe on the site at once.',
  empty: emptyList(BookOpen, 'No recipes yet', 'Add a recipe to publish it on the site.'),
  filters: [
    { key: 'status', label: 'Status', allLabel: 'All recipes', half: true, options: STATUS_OPTIONS },
    { key: 'category', label: 'Category', allLabel: 'All categories', half: true, options: CATEGORY_OPTIONS },
    { key: 'q', label: 'Search recipes', search: true, placeholder: 'Title' },
  ],
};

/**
 * docs/product.md §2: recipes (title, category, difficulty, cook time, Published/Draft, Publish) and Add
 * Recipe; filtered on the server by status, category and a title search (kept in the URL).
 */
export function RecipesTab() {
  const table = useTableParams(['status', 'category', 'q'] as const);
  const status = oneOf(RECIPE_PUBLICATION_STATES, table.values.status);
  const category = oneOf(RECIPE_CATEGORIES, table.values.category);
  const recipes = useAdminRecipes({
    page: table.page,
    pageSize: PAGE_SIZE,
    status,
    category,
    q: searchQuery(table.values.q),
  });

  return (
    <AdminListSection list={LIST} table={table} query={recipes} action={<AddRecipeDialog />}>
      {(items) => <AdminTable label="Recipes" rows={items} columns={COLUMNS} card={CARD} />}
    </AdminListSection>
  );
}

function PublishedBadge({ published }: { published: boolean }) {
  return <Badge tone={published ? 'success' : 'neutral'}>{published ? 'Published' : 'Draft'}</Badge>;
}

function PublishButton({ recipe }: { recipe: RecipeDto }) {
  const publish = usePublishRecipe();
  if (recipe.isPublished) return null;
  return (
    <AdminActionButton
      label="Publish"
      busyLabel="Publishing"
      subject={recipe.title}
      action={() => publish.mutateAsync(recipe.id)}
      success="Recipe published successfully"
      failure="Failed to publish recipe"
    />
  );
}

const COLUMNS: AdminColumn<RecipeDto>[] = [
  { header: 'Title', className: 'font-medium text-ink wrap-anywhere', cell: (r) => r.title },
  { header: 'Category', cell: (r) => humanize(r.category) },
  { header: 'Difficulty', cell: (r) => humanize(r.difficulty) },
  { header: 'Cook time', align: 'right', className: 'whitespace-nowrap', cell: (r) => <>{r.cookingTime} min</> },
  { header: 'Status', cell: (r) => <PublishedBadge published={r.isPublished} /> },
  { header: 'Actions', srOnlyHeader: true, align: 'right', cell: (r) => <PublishButton recipe={r} /> },
];

/** A recipe on a phone. */
const CARD: AdminCard<RecipeDto> = {
  title: (r) => r.title,
  wrapTitle: true,
  detail: (r) => (
    <>
      {humanize(r.category)} · {humanize(r.difficulty)} · {r.cookingTime} min
    </>
  ),
  aside: (r) => <PublishedBadge published={r.isPublished} />,
  footer: (r) =>
    r.isPublished ? null : (
      <div className="mt-3">
        <PublishButton recipe={r} />
      </div>
    ),
};
