import { Injectable, Logger } from '@nestjs/common';
import { Between, DataSource } from 'typeorm';
import { Booking } from '@chefs/db';
import { QUEUES } from '@chefs/contracts';
import { emailEvent, enqueueOutbox } from '@chefs/queue';
import { addDays, marketDateTimeToInstant, marketToday, TIME_SLOT_START_HOURS } from '@chefs/domain';
import { formatEventDate } from '../email/email-format';

const DAY_MS = 24 * 3600 * 1000;

/** Writes a reminder (e-mail and push) for confirmed bookings starting within 24 hours, once per booking. */
@Injectable()
export class ReminderService {
  private readonly logger = new Logger(ReminderService.name);

  constructor(private readonly dataSource: DataSource) {}

  /** Answers the ids of the bookings reminded by this run. */
  async enqueueDueReminders(now = new Date()): Promise<number[]> {
    const today = marketToday(now);
    const candidates = await this.dataSource.getRepository(Booking).find({
      where: { status: 'confirmed', eventDate: Between(today, addDays(today, 2)) },
      relations: { chef: true },
      order: { id: 'ASC' },
    });
    const inOneDay = now.getTime() + DAY_MS;
    const due = candidates.filter((b) => {
      const startsAt = marketDateTimeToInstant(b.eventDate, TIME_SLOT_START_HOURS[b.eventTime]).getTime();
      return startsAt > now.getTime() && startsAt <= inOneDay;
    });
    const reminded: number[] = [];
    for (const booking of due) {
      const chefName = booking.chef?.name ?? 'your chef';
      const wrote = await this.dataSource.transaction(async (manager) => {
        const email = await enqueueOutbox(
          manager,
          emailEvent(
            'booking_reminder',
            booking.clientEmail,
            {
              bookingId: booking.id,
              clientName: booking.clientName,
              chefName: chefName,
              eventDate: booking.eventDate,
              eventTime: booking.eventTime,
              guestCount: booking.guestCount,
              clientAddress: booking.clientAddress,
            },
            `reminder:${booking.id}`,
          ),
        );
        if (booking.customerId) {
          await enqueueOutbox(manager, {
            queue: QUEUES.push,
            payload: {
              userId: booking.customerId,
              title: 'Booking reminder',
              body: `${chefName} is cooking for you on ${formatEventDate(booking.eventDate)} (${booking.eventTime}).`,
              url: `/bookings/${booking.id}`,
            },
            idempotencyKey: `reminder:${booking.id}:push`,
          });
        }
        return email;
      });
      if (wrote) reminded.push(booking.id);
    }
    if (reminded.length) this.logger.log(`queued reminders for bookings ${reminded.join(', ')}`);
    return reminded;
  }
}
