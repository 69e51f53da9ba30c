import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Review, toReviewDto } from '@chefs/db';
import { CATALOGUE_PAGE_SIZE, type Page, type ReviewDto } from '@chefs/contracts';
import {
  decodeCursor,
  encodeCursor,
  isRecordId,
  isTimestamptzText,
  readAfterCursor,
  toPage,
  type CursorShape,
} from '@chefs/server-core';
import { ChefsService } from '../chefs/chefs.service';

/** The last review's `created_at::text` (Postgres's own text, to the microsecond) and id. */
const NEWEST: CursorShape<[string, number]> = { tag: 'reviews:newest', guards: [isTimestamptzText, isRecordId] };

@Injectable()
export class ReviewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly chefs: ChefsService,
  ) {}

  /**
   * Reviews of a visible chef, newest first, a page at a time on ix_reviews_chef
   * (chef_id, created_at DESC, id DESC); an unknown chef is "Chef Not Found".
   */
  async forChef(chefId: number, limit = CATALOGUE_PAGE_SIZE, cursor?: string): Promise<Page<ReviewDto>> {
    const after = cursor ? decodeCursor(cursor, NEWEST) : null;
    await this.chefs.findVisible(chefId);
    const qb = this.dataSource
      .getRepository(Review)
      .createQueryBuilder('review')
      .leftJoinAndSelect('review.customer', 'customer')
      .where('review.chefId = :chefId', { chefId })
      .orderBy('review.createdAt', 'DESC')
      .addOrderBy('review.id', 'DESC')
      .limit(limit + 1);
    // Microseconds matter: the cursor carries Postgres' own text of the instant, not a JS Date's milliseconds.
    if (after) {
      qb.andWhere('(review.createdAt, review.id) < (:afterAt::timestamptz, :afterId)', {
        afterAt: after[0],
        afterId: after[1],
      });
    }
    const { entities, raw } = await readAfterCursor(
      cursor,
      qb.addSelect('review.created_at::text', 'cursor_at').getRawAndEntities<{ cursor_at: string }>(),
    );
    const rows = entities.map((review, i) => ({ review, at: raw[i].cursor_at }));
    return toPage(
      rows,
      limit,
      (row) => toReviewDto(row.review),
      (last) => encodeCursor(NEWEST.tag, [last.at, last.review.id]),
    );
  }
}
