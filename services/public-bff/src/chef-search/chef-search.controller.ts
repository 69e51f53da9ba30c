import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@chefs/auth';
import type { ChefDto, Page } from '@chefs/contracts';
import { PublicCache } from '../http-cache/public-cache';
import { ChefSearchService } from './chef-search.service';
import { ChefSearchQueryDto } from './dto/chef-search-query.dto';

@ApiTags('chefs')
@Controller('api/chefs/search')
export class ChefSearchController {
  constructor(private readonly chefSearch: ChefSearchService) {}

  /** Approved, active chefs matching every filter given (GET /api/chefs/search?zip=&cuisine=&date=), paged like GET /api/chefs. */
  @Get()
  @Public()
  @PublicCache(['chefs', 'bookings'])
  search(@Query() query: ChefSearchQueryDto): Promise<Page<ChefDto>> {
    return this.chefSearch.search(query);
  }
}
