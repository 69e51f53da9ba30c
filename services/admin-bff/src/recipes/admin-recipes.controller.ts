import { Body, Controller, Get, Header, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '@chefs/auth';
import { RECIPE_ADMIN_MESSAGES, type AdminPageDto, type RecipeDto } from '@chefs/contracts';
import { EntityIdPipe } from '@chefs/server-core';
import { JSON_CONTENT_TYPE, type JsonText } from '../common/page-rows';
import { AdminRecipesService } from './admin-recipes.service';
import { ListAdminRecipesQuery } from './dto/admin-recipes.query';
import { CreateRecipeDto } from './dto/create-recipe.dto';

@ApiTags('admin')
@Controller()
export class AdminRecipesController {
  constructor(private readonly recipes: AdminRecipesService) {}

  /** The recipes, drafts first, a page at a time; by status, category and title. */
  @Get('api/admin/recipes')
  @Roles('admin')
  @Header('content-type', JSON_CONTENT_TYPE)
  list(@Query() query: ListAdminRecipesQuery): Promise<JsonText<AdminPageDto<RecipeDto>>> {
    return this.recipes.list(query);
  }

  /** Publishes a draft: 404 unknown, 409 already published. */
  @Patch('api/admin/recipes/:id/publish')
  @Roles('admin')
  publish(@Param('id', new EntityIdPipe(RECIPE_ADMIN_MESSAGES.notFound)) id: number): Promise<RecipeDto> {
    return this.recipes.publish(id);
  }

  /** The Add Recipe dialog (201): published at once. */
  @Post('api/recipes')
  @Roles('admin')
  create(@Body() body: CreateRecipeDto): Promise<RecipeDto> {
    return this.recipes.create(body);
  }
}
