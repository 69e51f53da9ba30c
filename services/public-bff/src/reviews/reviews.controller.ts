import { Controller, Get, Param, Query } from '@nestjs/common';
import { EntityIdPipe } from '@chefs/server-core';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@chefs/auth';
import type { Page, ReviewDto } from '@chefs/contracts';
import { PublicCache } from '../http-cache/public-cache';
import { CHEF_NOT_FOUND } from '../chefs/chefs.service';
import { ReviewListQueryDto } from './dto/review-list-query.dto';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller('api/reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /** A chef's reviews, newest first, a page at a time (docs/paging.md). */
  @Get('chef/:id')
  @Public()
  @PublicCache(['reviews', 'users'])
  forChef(
    @Param('id', new EntityIdPipe(CHEF_NOT_FOUND)) chefId: number,
    @Query() query: ReviewListQueryDto,
  ): Promise<Page<ReviewDto>> {
    return this.reviews.forChef(chefId, query.limit, query.cursor);
  }
}
