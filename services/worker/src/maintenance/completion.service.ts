import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Booking, BookingStatusHistory } from '@chefs/db';
import { bookingStatusChangedEmail, customerStatusPush, enqueueOutbox } from '@chefs/queue';
import { marketToday } from '@chefs/domain';

/** Confirmed bookings whose date has passed become completed the next day (local time). */
@Injectable()
export class CompletionService {
  private readonly logger = new Logger(CompletionService.name);

  constructor(private readonly dataSource: DataSource) {}

  /** Answers the ids of the bookings completed by this run. */
  async completePastBookings(now = new Date()): Promise<number[]> {
    const done = await this.dataSource.transaction(async (manager) => {
      const past = await manager
        .getRepository(Booking)
        .createQueryBuilder('b')
        .innerJoinAndSelect('b.chef', 'chef')
        .where('b.status = :status', { status: 'confirmed' })
        .andWhere('b.eventDate < :today', { today: marketToday(now) })
        .orderBy('b.id', 'ASC')
        .setLock('pessimistic_write', undefined, ['b'])
        .setOnLocked('skip_locked')
        .getMany();
      for (const booking of past) {
        const chefName = booking.chef?.name ?? 'your chef';
        await manager.getRepository(Booking).update({ id: booking.id, status: 'confirmed' }, { status: 'completed' });
        await manager.getRepository(BookingStatusHistory).insert({
          bookingId: booking.id,
          fromStatus: 'confirmed',
          toStatus: 'completed',
          changedById: null,
          changedByRole: 'system',
          reason: 'The event date has passed.',
        });
        await enqueueOutbox(manager, bookingStatusChangedEmail(booking, chefName, 'completed'));
        await enqueueOutbox(manager, customerStatusPush(booking, chefName, 'completed', 'completed'));
      }
      return past.map((b) => b.id);
    });
    if (done.length) this.logger.log(`completed bookings ${done.join(', ')}`);
    return done;
  }
}
