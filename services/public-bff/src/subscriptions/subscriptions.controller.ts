import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@chefs/auth';
import type { ConfirmSubscriptionResponse, SubscribeRecipesResponse } from '@chefs/contracts';
import { RateLimited } from '@chefs/server-core';
import { ConfirmSubscriptionDto } from './dto/confirm-subscription.dto';
import { SubscribeRecipesDto } from './dto/subscribe-recipes.dto';
import { SubscriptionsService } from './subscriptions.service';

@ApiTags('recipe subscriptions')
@Controller('api/subscribe-recipes')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  /**
   * Asks to join the recipe collection's list: an address not yet confirmed is mailed a
   * confirmation link. Answers 200, the same every time.
   */
  @Post()
  @Public()
  @HttpCode(HttpStatus.OK)
  @RateLimited('subscribe')
  subscribe(@Body() body: SubscribeRecipesDto): Promise<SubscribeRecipesResponse> {
    return this.subscriptions.subscribe(body.email);
  }

  /** The confirmation link's token: confirms the address (200), or 400 when unknown or expired. */
  @Post('confirm')
  @Public()
  @HttpCode(HttpStatus.OK)
  @RateLimited('subscribe')
  confirm(@Body() body: ConfirmSubscriptionDto): Promise<ConfirmSubscriptionResponse> {
    return this.subscriptions.confirm(body.token);
  }
}
