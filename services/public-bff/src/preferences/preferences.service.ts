import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CustomerPreferences } from '@chefs/contracts';
import { User } from '@chefs/db';
import { DomainError } from '@chefs/server-core';
import { toCustomerPreferences } from './preferences.mapper';

/** The signed-in customer's service and food preferences (users.preferences). */
@Injectable()
export class PreferencesService {
  constructor(private readonly dataSource: DataSource) {}

  async save(userId: string, input: CustomerPreferences): Promise<CustomerPreferences> {
    const preferences = toCustomerPreferences(input);
    const result = await this.dataSource
      .getRepository(User)
      .update({ id: userId }, { preferences: { ...preferences } });
    if (!result.affected) throw new DomainError('user.not_found', 'User Not Found');
    return preferences;
  }
}
