import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { CATALOGUE_PAGE_SIZE, type ChefDto, type ChefSearchQuery, type ChefSort, type Page } from '@chefs/contracts';
import { Chef, toChefDto } from '@chefs/db';
import { dollarsToCents } from '@chefs/domain';
import {
  decodeCursor,
  encodeCursor,
  isDecimalText,
  isRecordId,
  isWholeNumber,
  readAfterCursor,
  toPage,
  type CursorShape,
} from '@chefs/server-core';

/** How one order reads a page: its ORDER BY, the keyset condition after a cursor, and the cursor of a row. */
interface ChefOrder {
  apply(qb: SelectQueryBuilder<Chef>, after: string | undefined): void;
  cursorOf(chef: Chef): string;
}

const idShape = (tag: string): CursorShape<[number]> => ({ tag, guards: [isRecordId] });
const byId = (tag: string, dir: 'ASC' | 'DESC'): ChefOrder => ({
  apply(qb, after) {
    qb.orderBy('chef.id', dir);
    if (after) {
      const [id] = decodeCursor(after, idShape(tag));
      qb.andWhere(dir === 'ASC' ? 'chef.id > :afterId' : 'chef.id < :afterId', { afterId: id });
    }
  },
  cursorOf: (chef) => encodeCursor(tag, [chef.id]),
});

const RATING: CursorShape<[string, number]> = { tag: 'chefs:rating', guards: [isDecimalText, isRecordId] };
const PRICE: CursorShape<[number, number]> = { tag: 'chefs:price', guards: [isWholeNumber, isRecordId] };

/** Each order is one range of an index of migration 1732100000013 (or ix_chefs_listed for the id orders). */
const ORDERS: Record<ChefSort, ChefOrder> = {
  default: byId('chefs:default', 'ASC'),
  newest: byId('chefs:newest', 'DESC'),
  rating: {
    apply(qb, after) {
      qb.addSelect('chef.ratingRank').orderBy('chef.ratingRank', 'DESC').addOrderBy('chef.id', 'DESC');
      if (after) {
        const [rank, id] = decodeCursor(after, RATING);
        qb.andWhere('(chef.ratingRank, chef.id) < (:afterRank::numeric, :afterId)', { afterRank: rank, afterId: id });
      }
    },
    cursorOf: (chef) => encodeCursor(RATING.tag, [String(chef.ratingRank), chef.id]),
  },
  price: {
    apply(qb, after) {
      qb.orderBy('chef.pricePerPersonCents', 'ASC').addOrderBy('chef.id', 'ASC');
      if (after) {
        const [cents, id] = decodeCursor(after, PRICE);
        qb.andWhere('(chef.pricePerPersonCents, chef.id) > (:afterCents, :afterId)', {
          afterCents: cents,
          afterId: id,
        });
      }
    },
    cursorOf: (chef) => encodeCursor(PRICE.tag, [chef.pricePerPersonCents, chef.id]),
  },
};

/**
 * One page of the approved, active chefs matching every filter given, in the order asked for
 * (by id by default). Keyset-paged: a cursor names the last row's sort value and id, so chefs
 * added while someone pages neither repeat nor push others out of the next page.
 */
export async function findChefPage(dataSource: DataSource, query: ChefSearchQuery): Promise<Page<ChefDto>> {
  const limit = query.limit ?? CATALOGUE_PAGE_SIZE;
  const order = ORDERS[query.sort ?? 'default'];
  const qb = dataSource
    .getRepository(Chef)
    .createQueryBuilder('chef')
    .where('chef.isApproved = true AND chef.isActive = true');
  if (query.zip) qb.andWhere('chef.zipCodes @> ARRAY[:zip]::text[]', { zip: query.zip });
  if (query.cuisine) {
    // cuisine_keys: the lower-cased cuisines, a stored column (migration 1732100000015).
    qb.andWhere('chef.cuisine_keys @> ARRAY[lower(:cuisine)]::text[]', { cuisine: query.cuisine });
  }
  if (query.date) {
    // uq_bookings_active_chef_slot (chef_id, event_date, event_time) WHERE status IN ('pending', 'confirmed').
    qb.andWhere(
      `NOT EXISTS (SELECT 1 FROM bookings b WHERE b.chef_id = chef.id AND b.event_date = :date
         AND b.status IN ('pending', 'confirmed'))`,
      { date: query.date },
    );
  }
  if (query.maxPrice !== undefined) {
    qb.andWhere('chef.pricePerPersonCents <= :maxCents', { maxCents: dollarsToCents(query.maxPrice) });
  }
  if (query.minRating !== undefined) qb.andWhere('chef.ratingRank >= :minRating', { minRating: query.minRating });
  order.apply(qb, query.cursor);
  const rows = await readAfterCursor(query.cursor, qb.limit(limit + 1).getMany());
  return toPage(rows, limit, (chef) => toChefDto(chef), order.cursorOf);
}
