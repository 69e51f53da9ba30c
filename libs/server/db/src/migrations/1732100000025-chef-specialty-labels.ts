import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CHEF_SPECIALTIES } from '@chefs/contracts';

/**
 * A chef profile's specialty is display text ("Southern Comfort & Lowcountry Classics"), but an
 * approval copied the application's key, so an approved applicant read "mexican" on their portal,
 * their card and their public profile. Approvals now write the select's label ("Mexican"); this
 * gives the profiles made before the same label. Only a bare key is touched: a specialty someone
 * wrote is left as it was. (The keys come from the contracts: a key added later has no profiles
 * made before this migration, so reading today's list changes nothing on any database.)
 */
export class ChefSpecialtyLabels1732100000025 implements MigrationInterface {
  name = 'ChefSpecialtyLabels1732100000025';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE chefs SET specialty = initcap(specialty) WHERE specialty = ANY($1::text[])`, [
      [...CHEF_SPECIALTIES],
    ]);
  }

  /** Nothing to undo: a label reads the same to every version of the code. */
  async down(): Promise<void> {}
}
