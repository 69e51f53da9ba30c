import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type SessionUser } from '@chefs/auth';
import type { ReviewDto } from '@chefs/contracts';
import { RateLimited } from '@chefs/server-core';
import { CreateReviewDto } from './dto/create-review.dto';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller('api/reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /** Reviews a completed booking of the caller's (201), once; 409 before completion or the second time. */
  @Post()
  @Roles('customer')
  @RateLimited('review')
  create(@CurrentUser() user: SessionUser, @Body() body: CreateReviewDto): Promise<ReviewDto> {
    return this.reviews.create(user.id, body);
  }
}
