import { type FakeAnswer } from '@chefs/api-client/testing';
import { CATALOGUE_PAGE_SIZE, type ChefDto, type RecipeDto } from '@chefs/contracts';
import { recipeSlug } from '@chefs/domain';

/** Reads ?limit= and ?cursor= (here simply the index of the next row) and answers one page of `rows`. */
function page<T>(rows: readonly T[], params: URLSearchParams): FakeAnswer {
  const limit = Number(params.get('limit') ?? CATALOGUE_PAGE_SIZE);
  const start = Number(params.get('cursor') ?? 0);
  const items = rows.slice(start, start + limit);
  return { body: { items, nextCursor: start + limit < rows.length ? String(start + limit) : null } };
}

const paramsOf = (url: string) => new URL(url, 'http://test').searchParams;

/**
 * A stand-in for GET /api/recipes over `recipes` that filters and pages as public-bff does
 * (collection, category, q in the title or description in any case, slug by its letters and
 * digits, limit and cursor), so a
 * screen's test shows what the screen asks for.
 */
export function recipesServer(recipes: readonly RecipeDto[]) {
  return ({ url }: { url: string }): FakeAnswer => {
    const params = paramsOf(url);
    const collection = params.get('collection');
    const category = params.get('category');
    const q = params.get('q')?.toLowerCase();
    const slugKey = params.get('slug')?.toLowerCase().replace(/-/g, '');
    const rows = recipes.filter(
      (r) =>
        (collection !== 'hub' || r.category !== 'fine_dining') &&
        (collection !== 'fine_dining' || r.category === 'fine_dining') &&
        (!category || r.category === category) &&
        (!q || `${r.title}\n${r.description}`.toLowerCase().includes(q)) &&
        (!slugKey || recipeSlug(r.title).replace(/-/g, '') === slugKey),
    );
    return page(rows, params);
  };
}

/** A stand-in for GET /api/chefs and /api/chefs/search over `chefs` that pages (filters are the server's own tests). */
export function chefsServer(chefs: readonly ChefDto[]) {
  return ({ url }: { url: string }): FakeAnswer => page(chefs, paramsOf(url));
}
