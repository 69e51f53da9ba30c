import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '@chefs/auth';
import type { RecipeDto } from '@chefs/contracts';
import { AdminRecipesService } from './admin-recipes.service';

@ApiTags('admin')
@Controller('api/admin/recipes')
export class AdminRecipesController {
  constructor(private readonly recipes: AdminRecipesService) {}

  @Get()
  @Roles('admin')
  list(): Promise<RecipeDto[]> {
    return this.recipes.list();
  }
}
