import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { User } from '@chefs/db';
import { DomainError } from '@chefs/server-core';

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * Makes the signed-in person a user: found by their provider subject, else by their
 * verified e-mail (linking the subject), else created as a customer. Names and e-mail
 * follow the provider's claims at every sign-in.
 */
@Injectable()
export class UserSync {
  constructor(private readonly dataSource: DataSource) {}

  async upsert(sub: string, claims: Record<string, unknown>): Promise<User> {
    try {
      return await this.dataSource.transaction((m) => this.upsertIn(m, sub, claims));
    } catch (err) {
      // Two first sign-ins of one person at once: the other one created the row; take it.
      if ((err as { code?: string }).code === '23505')
        return this.dataSource.transaction((m) => this.upsertIn(m, sub, claims));
      throw err;
    }
  }

  private async upsertIn(m: EntityManager, sub: string, claims: Record<string, unknown>): Promise<User> {
    const users = m.getRepository(User);
    const email = str(claims.email)?.toLowerCase();
    let user = await users.findOneBy({ oidcSubject: sub });
    if (!user && email) {
      const byEmail = await users.findOneBy({ email });
      // Linking by e-mail trusts the provider to have verified it: else anyone could claim an account.
      if (byEmail && claims.email_verified !== true) {
        throw new DomainError('auth.email_unverified', 'The identity provider has not verified this e-mail address.');
      }
      user = byEmail;
    }
    if (!user) {
      if (!email) throw new DomainError('auth.email_missing', 'The identity provider gave no e-mail address.');
      user = users.create({ email, role: 'customer' });
    }
    user.oidcSubject = sub;
    if (email) user.email = email;
    user.firstName = str(claims.given_name) ?? user.firstName ?? null;
    user.lastName = str(claims.family_name) ?? user.lastName ?? null;
    return users.save(user);
  }
}
