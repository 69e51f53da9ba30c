import { BookingStatusHistory } from './booking-status-history.entity';
import { Booking } from './booking.entity';
import { ChefApplication } from './chef-application.entity';
import { Chef } from './chef.entity';
import { OutboxMessage } from './outbox-message.entity';
import { ProcessedWebhookEvent } from './processed-webhook-event.entity';
import { PushSubscription } from './push-subscription.entity';
import { RecipeSubscriber } from './recipe-subscriber.entity';
import { Recipe } from './recipe.entity';
import { Review } from './review.entity';
import { ScheduleRequest } from './schedule-request.entity';
import { Session } from './session.entity';
import { User } from './user.entity';

export * from './booking-status-history.entity';
export * from './booking.entity';
export * from './chef-application.entity';
export * from './chef.entity';
export * from './outbox-message.entity';
export * from './processed-webhook-event.entity';
export * from './push-subscription.entity';
export * from './recipe-subscriber.entity';
export * from './recipe.entity';
export * from './review.entity';
export * from './schedule-request.entity';
export * from './session.entity';
export * from './user.entity';

/** Every entity, for the DataSource. */
export const ENTITIES = [
  User,
  Session,
  Chef,
  ChefApplication,
  Recipe,
  Booking,
  BookingStatusHistory,
  Review,
  PushSubscription,
  RecipeSubscriber,
  ScheduleRequest,
  OutboxMessage,
  ProcessedWebhookEvent,
];
