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

  /**
   * Approved, active chefs matching every filter given (GET /api/chefs/search?zip=&cuisine=&date=),
   * paged like GET /api/chefs. With a date, who is free moves with every booking, and bookings are
   * not announced (migration 1732100000028): that answer is kept 5 seconds at most, here and in
   * browsers. A slot taken in those seconds is still refused by the booking itself.
   */
  @Get()
  @Public()
  @PublicCache(['chefs'], 60, { param: 'date', maxAge: 5 })
  search(@Query() query: ChefSearchQueryDto): Promise<Page<ChefDto>> {
    return this.chefSearch.search(query);
  }
}
