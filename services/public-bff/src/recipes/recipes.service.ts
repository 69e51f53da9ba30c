import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Recipe, toRecipeDto } from '@chefs/db';
import { CATALOGUE_PAGE_SIZE, type Page, type RecipeDto, type RecipeListQuery } from '@chefs/contracts';
import { dishSlug, recipeSlug } from '@chefs/domain';
import { decodeCursor, encodeCursor, isRecordId, readAfterCursor, toPage, type CursorShape } from '@chefs/server-core';

const FINE_DINING = 'fine_dining';
const BY_ID: CursorShape<[number]> = { tag: 'recipes:default', guards: [isRecordId] };

/** `text` matched literally inside ILIKE: its own %, _ and \ escaped. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Published recipes (the hub and the fine-dining dishes); drafts stay with the admins. */
@Injectable()
export class RecipesService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of the published recipes matching every filter given, by id, keyset-paged.
   * `q` looks anywhere in the title or the description, any case (pg_trgm indexes);
   * `slug` finds the recipe or dish whose title makes it (recipeSlug or dishSlug).
   */
  async list(query: RecipeListQuery): Promise<Page<RecipeDto>> {
    const limit = query.limit ?? CATALOGUE_PAGE_SIZE;
    const qb = this.dataSource
      .getRepository(Recipe)
      .createQueryBuilder('recipe')
      .where('recipe.isPublished = true')
      .orderBy('recipe.id', 'ASC');
    if (query.collection === 'hub') qb.andWhere('recipe.category <> :fine', { fine: FINE_DINING });
    if (query.collection === FINE_DINING) qb.andWhere('recipe.category = :fine', { fine: FINE_DINING });
    if (query.category) qb.andWhere('recipe.category = :category', { category: query.category });
    const q = query.q?.trim();
    if (q) {
      qb.andWhere('(recipe.title ILIKE :pattern OR recipe.description ILIKE :pattern)', { pattern: likePattern(q) });
    }
    const slug = query.slug?.toLowerCase();
    if (slug) {
      // ix_recipes_slug_key: a recipe slug and a dish slug of one title share their letters and digits.
      qb.andWhere(`replace(recipe.slug, '-', '') = :slugKey`, { slugKey: slug.replace(/-/g, '') });
    }
    if (query.cursor) {
      const [afterId] = decodeCursor(query.cursor, BY_ID);
      qb.andWhere('recipe.id > :afterId', { afterId });
    }
    const rows = await readAfterCursor(query.cursor, qb.limit(limit + 1).getMany());
    const matching = slug ? rows.filter((r) => recipeSlug(r.title) === slug || dishSlug(r.title) === slug) : rows;
    return toPage(matching, limit, toRecipeDto, (last) => encodeCursor(BY_ID.tag, [last.id]));
  }
}
