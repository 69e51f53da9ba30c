import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@chefs/auth';
import type { Page, RecipeDto } from '@chefs/contracts';
import { RecipeListQueryDto } from './dto/recipe-list-query.dto';
import { PublicCache } from '../http-cache/public-cache';
import { RecipesService } from './recipes.service';

@ApiTags('recipes')
@Controller('api/recipes')
export class RecipesController {
  constructor(private readonly recipes: RecipesService) {}

  /** Published recipes, searched and filtered on the server, a page at a time (docs/paging.md). */
  @Get()
  @Public()
  @PublicCache(['recipes'])
  list(@Query() query: RecipeListQueryDto): Promise<Page<RecipeDto>> {
    return this.recipes.list(query);
  }
}
