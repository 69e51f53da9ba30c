import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Recipe, toRecipeDto } from '@chefs/db';
import type { RecipeDto } from '@chefs/contracts';

@Injectable()
export class AdminRecipesService {
  constructor(private readonly dataSource: DataSource) {}

  /** Every recipe, drafts included; drafts first so they are easy to publish. */
  async list(): Promise<RecipeDto[]> {
    const recipes = await this.dataSource
      .getRepository(Recipe)
      .find({ order: { isPublished: 'ASC', createdAt: 'DESC', id: 'DESC' } });
    return recipes.map(toRecipeDto);
  }
}
