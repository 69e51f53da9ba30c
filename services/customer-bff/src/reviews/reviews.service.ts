import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MESSAGES, type ReviewDto } from '@chefs/contracts';
import { Review, User, toReviewDto, UNIQUE_INDEXES } from '@chefs/db';
import { DomainError, violatedConstraint } from '@chefs/server-core';
import { findOwnBooking } from '../bookings/own-booking';
import type { CreateReviewDto } from './dto/create-review.dto';

/** One review per booking: the unique constraint decides between two racing submissions. */

/** Reviews of the caller's completed bookings; the chef's rating is their average. */
@Injectable()
export class ReviewsService {
  constructor(private readonly dataSource: DataSource) {}

  async create(customerId: string, dto: CreateReviewDto): Promise<ReviewDto> {
    try {
      return await this.dataSource.transaction((manager) => this.insert(manager, customerId, dto));
    } catch (error) {
      if (violatedConstraint(error) === UNIQUE_INDEXES.oneReviewPerBooking) {
        throw new DomainError('review.already_reviewed', MESSAGES.review.alreadyReviewed);
      }
      throw error;
    }
  }

  private async insert(manager: EntityManager, customerId: string, dto: CreateReviewDto): Promise<ReviewDto> {
    const booking = await findOwnBooking(manager, customerId, dto.bookingId);
    if (booking.status !== 'completed')
      throw new DomainError('review.booking_not_completed', MESSAGES.review.notCompleted);
    if (await manager.existsBy(Review, { bookingId: booking.id }))
      throw new DomainError('review.already_reviewed', MESSAGES.review.alreadyReviewed);
    const review = await manager.save(
      manager.create(Review, {
        bookingId: booking.id,
        chefId: booking.chefId,
        customerId,
        rating: dto.rating,
        comment: dto.comment,
      }),
    );
    review.customer = await manager.findOneByOrFail(User, { id: customerId });
    return toReviewDto(review);
  }
}
