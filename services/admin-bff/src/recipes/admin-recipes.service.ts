import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { Recipe, recipeJson, toRecipeDto } from '@chefs/db';
import { recipeSlug } from '@chefs/domain';
import { ADMIN_PAGE_SIZE, RECIPE_ADMIN_MESSAGES as M, type AdminPageDto, type RecipeDto } from '@chefs/contracts';
import { DomainError, fieldError } from '@chefs/server-core';
import { pageOffset } from '../common/page-cursor';
import { counterTotal, filteredTotal, pageTotal, type TotalQuery } from '../common/page-total';
import { jsonPage, pageJson, searchedPage, type JsonText } from '../common/page-rows';
import { containsPattern, containsText } from '../common/search';
import type { ListAdminRecipesQuery } from './dto/admin-recipes.query';
import type { CreateRecipeDto } from './dto/create-recipe.dto';

@Injectable()
export class AdminRecipesService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of the recipes, drafts or published ones when asked, of one category, with `q` in
   * the title; drafts first so they are easy to publish, then newest first. The order is
   * ix_recipes_admin_order, within a category ix_recipes_admin_category; a title search reads
   * the trigram index ix_recipes_admin_title_lower_trgm, once for its page and total (searchedPage).
   * Otherwise the page's ids come from the index first, then only those rows, as JSON (jsonPage).
   */
  async list(query: ListAdminRecipesQuery): Promise<JsonText<AdminPageDto<RecipeDto>>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
    // Page numbers reach the first ADMIN_OFFSET_LIMIT recipes, as on every admin table (400 past them).
    const offset = pageOffset(page, pageSize);
    const filtered = <T extends ObjectLiteral>(qb: SelectQueryBuilder<T>) => {
      if (query.status) qb.andWhere('r.isPublished = :published', { published: query.status === 'published' });
      if (query.category) qb.andWhere('r.category = :category', { category: query.category });
      if (query.q) qb.andWhere(containsText('r.title', 'q'), { q: containsPattern(query.q) });
      return qb;
    };
    const ordered = <T extends ObjectLiteral>(qb: SelectQueryBuilder<T>) =>
      qb.orderBy('r.isPublished', 'ASC').addOrderBy('r.createdAt', 'DESC').addOrderBy('r.id', 'DESC');
    const repo = this.dataSource.getRepository(Recipe);
    const json = {
      dto: recipeJson('r'),
      from: 'recipes r',
      id: 'r.id',
      order: 'r.is_published, r.created_at DESC, r.id DESC',
    };
    if (query.q) {
      // A title search reads its matches once for the page and the total (searchedPage).
      const searched = await searchedPage<RecipeDto>(
        this.dataSource,
        json,
        filtered(
          repo
            .createQueryBuilder('r')
            .select('r.id', 'id')
            .addSelect('r.is_published', 'is_published')
            .addSelect('r.created_at', 'created_at'),
        ),
        'is_published, created_at DESC, id DESC',
        { offset, limit: pageSize },
      );
      if (searched) return pageJson(searched.items, { page, pageSize, total: searched.total, totalIsEstimate: false });
    }
    const pageIds = ordered(filtered(repo.createQueryBuilder('r').select('r.id')))
      .offset(offset)
      .limit(pageSize);
    const total = query.q ? filteredTotal(filtered(repo.createQueryBuilder('r').select('1'))) : this.total(query);
    const { items, n } = await jsonPage<RecipeDto>(this.dataSource, json, pageIds, total);
    return pageJson(items, { page, pageSize, ...(await pageTotal(this.dataSource, total, n)) });
  }

  /**
   * All recipes, or those of one status and category: exact from recipe_totals, which the
   * database keeps per publication and category in the same transaction as the change
   * (migration 1732100000016), so the total costs a few rows however many recipes there are.
   */
  private total(query: ListAdminRecipesQuery): TotalQuery {
    return counterTotal(
      `SELECT coalesce(sum(n), 0)::text AS n FROM recipe_totals
        WHERE ($1::boolean IS NULL OR is_published = $1) AND ($2::text IS NULL OR category = $2)`,
      [query.status ? query.status === 'published' : null, query.category ?? null],
    );
  }

  /** Publishes a draft (409 when already published). */
  async publish(id: number): Promise<RecipeDto> {
    return this.dataSource.transaction(async (manager) => {
      const recipe = await manager
        .getRepository(Recipe)
        .createQueryBuilder('r')
        .setLock('pessimistic_write')
        .where('r.id = :id', { id })
        .getOne();
      if (!recipe) throw new DomainError('recipe.not_found', M.notFound);
      if (recipe.isPublished) throw new DomainError('recipe.already_published', M.alreadyPublished);
      await manager.getRepository(Recipe).update({ id }, { isPublished: true });
      return toRecipeDto({ ...recipe, isPublished: true });
    });
  }

  /** A recipe written by an admin: published at once, its slug from the title (409 when taken). */
  async create(body: CreateRecipeDto): Promise<RecipeDto> {
    // The recipe page is found by its slug: a title of only symbols ("ȴ", "!!!") has none (the
    // fuzzer's find: the slug's check constraint answered 500).
    const slug = recipeSlug(body.title);
    if (!slug) throw fieldError('recipe.title_without_words', 'title', M.titleWithoutWords);
    try {
      const recipe = await this.dataSource.getRepository(Recipe).save({
        title: body.title,
        slug,
        description: body.description,
        category: body.category,
        difficulty: body.difficulty,
        prepTime: body.prepTime,
        cookingTime: body.cookingTime,
        servings: body.servings,
        ingredients: body.ingredients,
        instructions: body.instructions,
        imageUrl: null,
        isPublished: true,
      });
      return toRecipeDto(recipe);
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505')
        throw new DomainError('recipe.title_taken', M.slugTaken);
      throw error;
    }
  }
}
