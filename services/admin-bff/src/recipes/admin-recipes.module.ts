import { Module } from '@nestjs/common';
import { AdminRecipesController } from './admin-recipes.controller';
import { AdminRecipesService } from './admin-recipes.service';

@Module({ controllers: [AdminRecipesController], providers: [AdminRecipesService] })
export class AdminRecipesModule {}
