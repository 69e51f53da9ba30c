import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { Recipe, toRecipeDto } from '@chefs/db';
import { recipeSlug } from '@chefs/domain';
import { ADMIN_PAGE_SIZE, RECIPE_ADMIN_MESSAGES as M, type AdminPageDto, type RecipeDto } from '@chefs/contracts';
import { conflict, notFound } from '@chefs/server-core';
import type { PageQuery } from '../common/page-query';
import { pageTotal } from '../common/page-total';
import type { CreateRecipeDto } from './dto/create-recipe.dto';

@Injectable()
export class AdminRecipesService {
  constructor(private readonly dataSource: DataSource) {}

  /** One page of every recipe, drafts first so they are easy to publish, then newest first. */
  async list(query: PageQuery): Promise<AdminPageDto<RecipeDto>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
    const [recipes, total] = await Promise.all([
      this.dataSource.getRepository(Recipe).find({
        order: { isPublished: 'ASC', createdAt: 'DESC', id: 'DESC' },
        skip: (page - 1) * pageSize,
        take: pageSize,
      }),
      pageTotal(this.dataSource, 'recipes', 'is_published, created_at DESC, id DESC'),
    ]);
    return { items: recipes.map(toRecipeDto), page, pageSize, ...total };
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
      if (!recipe) throw notFound(M.notFound);
      if (recipe.isPublished) throw conflict(M.alreadyPublished);
      await manager.getRepository(Recipe).update({ id }, { isPublished: true });
      return toRecipeDto({ ...recipe, isPublished: true });
    });
  }

  /** A recipe written by an admin: published at once, its slug from the title (409 when taken). */
  async create(body: CreateRecipeDto): Promise<RecipeDto> {
    try {
      const recipe = await this.dataSource.getRepository(Recipe).save({
        title: body.title,
        slug: recipeSlug(body.title),
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
        throw conflict(M.slugTaken);
      throw error;
    }
  }
}
