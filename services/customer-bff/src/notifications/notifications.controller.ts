import { Body, Controller, Delete, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, type SessionUser } from '@chefs/auth';
import type { PushSubscriptionStatus } from '@chefs/contracts';
import { PushSubscriptionDto, PushUnsubscribeDto } from './dto/push-subscription.dto';
import { NotificationsService } from './notifications.service';

/** Web push subscriptions of any signed-in user: customers, chefs (new requests) and admins. */
@ApiTags('notifications')
@Controller('api/notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  /** Saves this device's subscription for the caller (201), replacing any earlier owner of the endpoint. */
  @Post('subscribe')
  @Authenticated()
  subscribe(@CurrentUser() user: SessionUser, @Body() body: PushSubscriptionDto): Promise<PushSubscriptionStatus> {
    return this.notifications.subscribe(user.id, body);
  }

  /** Removes the caller's subscription of this endpoint (200, also when there was none). */
  @Delete('subscribe')
  @HttpCode(200)
  @Authenticated()
  unsubscribe(@CurrentUser() user: SessionUser, @Body() body: PushUnsubscribeDto): Promise<PushSubscriptionStatus> {
    return this.notifications.unsubscribe(user.id, body);
  }
}
