/**
 * How every scrolled list of the API is paged (docs/paging.md): the answer is an envelope
 * `{ items, nextCursor }`; the next page is asked for with `?cursor=<nextCursor>` and the same
 * filters; `nextCursor` is null on the last page. Cursors are opaque (a keyset, not an offset),
 * so rows that arrive while someone pages neither repeat nor push others out of view.
 */
import { RECIPE_CATEGORIES, type RecipeCategory } from './enums';
import type { ChoiceRule, NumberRule, TextRule } from './validation';

export interface Page<T> {
  items: T[];
  /** Opaque; pass it back as `?cursor=` for the next page. Null on the last page. */
  nextCursor: string | null;
}

/** Page size of the public catalogue lists (chefs, chef search, recipes, reviews) when `?limit=` is not given. */
export const CATALOGUE_PAGE_SIZE = 12;
/** The largest `?limit=` a catalogue list serves; more answers 400 with PAGING_MESSAGES.limit. */
export const CATALOGUE_MAX_PAGE_SIZE = 50;

export const PAGING_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${CATALOGUE_MAX_PAGE_SIZE}`,
  cursor: 'This page link is no longer valid. Please reload the list.',
} as const;

/** `?limit=`: 1 to CATALOGUE_MAX_PAGE_SIZE. */
export const CATALOGUE_LIMIT_RULE: NumberRule = {
  kind: 'number',
  optional: true,
  integer: true,
  min: 1,
  max: CATALOGUE_MAX_PAGE_SIZE,
  message: PAGING_MESSAGES.limit,
};

/** `?cursor=`: base64url, as the server wrote it. */
export const CURSOR_RULE: TextRule = {
  kind: 'text',
  optional: true,
  maxLength: 300,
  pattern: /^[A-Za-z0-9_-]+$/,
  message: PAGING_MESSAGES.cursor,
};

/** Orders of the chef lists (`?sort=`): by id (the default, oldest profile first), best rated, cheapest, newest. */
export const CHEF_SORTS = ['default', 'rating', 'price', 'newest'] as const;
export type ChefSort = (typeof CHEF_SORTS)[number];

/** Which part of the published recipes a list shows: the hub (every category but fine_dining) or the fine-dining dishes. */
export const RECIPE_COLLECTIONS = ['hub', 'fine_dining'] as const;
export type RecipeCollection = (typeof RECIPE_COLLECTIONS)[number];

/** The chef lists' own filters and order (GET /api/chefs and GET /api/chefs/search). */
export const CHEF_LIST_RULES = {
  sort: { kind: 'choice', optional: true, values: CHEF_SORTS, message: `sort must be one of ${CHEF_SORTS.join(', ')}` },
  maxPrice: {
    kind: 'number',
    optional: true,
    min: 1,
    max: 100_000,
    message: 'maxPrice must be a price in dollars from 1',
  },
  minRating: { kind: 'number', optional: true, min: 1, max: 5, message: 'minRating must be a number from 1 to 5' },
} as const satisfies Record<string, ChoiceRule | NumberRule>;

/** GET /api/chefs?sort=&maxPrice=&minRating=&limit=&cursor= */
export interface ChefListQuery {
  sort?: ChefSort;
  /** Dollars per person, at most. */
  maxPrice?: number;
  /** Average review rating at least (a chef without reviews counts as 5.0). */
  minRating?: number;
  limit?: number;
  cursor?: string;
}

/** GET /api/recipes?collection=&category=&q=&slug=&limit=&cursor= (every filter optional). */
export const RECIPE_LIST_RULES = {
  collection: {
    kind: 'choice',
    optional: true,
    values: RECIPE_COLLECTIONS,
    message: `collection must be one of ${RECIPE_COLLECTIONS.join(', ')}`,
  },
  category: {
    kind: 'choice',
    optional: true,
    values: RECIPE_CATEGORIES,
    message: `category must be one of ${RECIPE_CATEGORIES.join(', ')}`,
  },
  q: { kind: 'text', optional: true, maxLength: 100, message: 'Search for at most 100 characters' },
  slug: {
    kind: 'text',
    optional: true,
    maxLength: 200,
    pattern: /^[a-z0-9-]+$/i,
    message: 'slug must be letters, digits and hyphens',
  },
} as const satisfies Record<string, ChoiceRule | TextRule>;

export interface RecipeListQuery {
  collection?: RecipeCollection;
  category?: RecipeCategory;
  /** Words of the title or the description (any case, any part of a word). */
  q?: string;
  /** The recipe (or dish) whose title makes this slug: recipeSlug or dishSlug of @chefs/domain. */
  slug?: string;
  limit?: number;
  cursor?: string;
}
