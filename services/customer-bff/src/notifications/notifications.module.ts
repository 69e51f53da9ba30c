import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/** POST and DELETE /api/notifications/subscribe. */
@Module({ controllers: [NotificationsController], providers: [NotificationsService] })
export class NotificationsModule {}
