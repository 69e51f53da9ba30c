import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@chefs/auth';
import type { SubscribeRecipesResponse } from '@chefs/contracts';
import { SubscribeRecipesDto } from './dto/subscribe-recipes.dto';
import { SubscriptionsService } from './subscriptions.service';

@ApiTags('recipe subscriptions')
@Controller('api/subscribe-recipes')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  /** Joins the recipe collection's list; answers 200 the first time and every time after. */
  @Post()
  @Public()
  @HttpCode(HttpStatus.OK)
  subscribe(@Body() body: SubscribeRecipesDto): Promise<SubscribeRecipesResponse> {
    return this.subscriptions.subscribe(body.email);
  }
}
