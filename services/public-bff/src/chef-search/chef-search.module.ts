import { Module } from '@nestjs/common';
import { ChefSearchController } from './chef-search.controller';
import { ChefSearchService } from './chef-search.service';

/** GET /api/chefs/search. */
@Module({ controllers: [ChefSearchController], providers: [ChefSearchService] })
export class ChefSearchModule {}
