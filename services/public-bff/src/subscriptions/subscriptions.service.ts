import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SubscribeRecipesResponse } from '@chefs/contracts';
import { RecipeSubscriber } from '@chefs/db';
import { emailEvent, enqueueOutbox } from '@chefs/queue';

/** The recipe-collection mailing list. */
@Injectable()
export class SubscriptionsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Subscribes an address (lower-cased) and queues its welcome e-mail in the same
   * transaction. Subscribing again changes nothing and sends nothing.
   */
  async subscribe(email: string): Promise<SubscribeRecipesResponse> {
    const address = email.toLowerCase();
    await this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(RecipeSubscriber)
        .values({ email: address })
        .orIgnore()
        .returning('id')
        .execute();
      if ((inserted.raw as unknown[]).length === 0) return;
      await enqueueOutbox(manager, emailEvent('recipe_welcome', address, {}, `recipe_welcome:${address}`));
    });
    return { email: address, subscribed: true };
  }
}
