import { Controller, Get, Param } from '@nestjs/common';
import { EntityIdPipe } from '@chefs/server-core';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@chefs/auth';
import type { ReviewDto } from '@chefs/contracts';
import { PublicCache } from '../http-cache/public-cache';
import { CHEF_NOT_FOUND } from '../chefs/chefs.service';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller('api/reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get('chef/:id')
  @Public()
  @PublicCache()
  forChef(@Param('id', new EntityIdPipe(CHEF_NOT_FOUND)) chefId: number): Promise<ReviewDto[]> {
    return this.reviews.forChef(chefId);
  }
}
