import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Recipe, toRecipeDto } from '@chefs/db';
import type { RecipeDto } from '@chefs/contracts';

/** Published recipes (the hub and the fine-dining dishes); drafts stay with the admins. */
@Injectable()
export class RecipesService {
  constructor(private readonly dataSource: DataSource) {}

  async listPublished(): Promise<RecipeDto[]> {
    const recipes = await this.dataSource
      .getRepository(Recipe)
      .find({ where: { isPublished: true }, order: { id: 'ASC' } });
    return recipes.map(toRecipeDto);
  }
}
