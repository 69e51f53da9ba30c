import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@chefs/auth';
import type { RecipeDto } from '@chefs/contracts';
import { PublicCache } from '../http-cache/public-cache';
import { RecipesService } from './recipes.service';

@ApiTags('recipes')
@Controller('api/recipes')
export class RecipesController {
  constructor(private readonly recipes: RecipesService) {}

  /** Every published recipe; the browser filters by category and matches slugs. */
  @Get()
  @Public()
  @PublicCache()
  list(): Promise<RecipeDto[]> {
    return this.recipes.listPublished();
  }
}
