import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Booking } from '@chefs/db';
import { QUEUES, type ReminderJob } from '@chefs/contracts';
import { slotStartsAt } from '@chefs/domain';
import { emailEvent, jobIdFor, reminderPushes } from '@chefs/queue';
import { QueueRegistry } from '../queues/queue-registry';

export type ReminderOutcome = 'sent' | 'stale' | 'started';

/**
 * A reminder that came due: when the booking is still confirmed for the date and slot it was
 * scheduled for, queue the customer's e-mail, the chef's and the pushes. Their job ids come from the
 * booking, date and slot, and the e-mail and push workers send each id once, so running this
 * twice sends nothing twice.
 */
@Injectable()
export class SendReminderService {
  private readonly logger = new Logger(SendReminderService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: QueueRegistry,
  ) {}

  async send(job: ReminderJob): Promise<ReminderOutcome> {
    const booking = await this.dataSource
      .getRepository(Booking)
      .findOne({ where: { id: job.bookingId }, relations: { chef: { user: true } } });
    if (
      !booking ||
      booking.status !== 'confirmed' ||
      booking.eventDate !== job.eventDate ||
      booking.eventTime !== job.eventTime
    ) {
      this.logger.log(`reminder of booking ${job.bookingId} for ${job.eventDate} ${job.eventTime} is stale: not sent`);
      return 'stale';
    }
    if (slotStartsAt(booking.eventDate, booking.eventTime).getTime() <= Date.now()) {
      this.logger.warn(`reminder of booking ${booking.id} came after its slot started: not sent`);
      return 'started';
    }
    const chefName = booking.chef?.name ?? 'your chef';
    const key = `reminder:${booking.id}:${booking.eventDate}:${booking.eventTime}`;
    const email = emailEvent(
      'booking_reminder',
      booking.clientEmail,
      {
        bookingId: booking.id,
        clientName: booking.clientName,
        chefName,
        eventDate: booking.eventDate,
        eventTime: booking.eventTime,
        guestCount: booking.guestCount,
        clientAddress: booking.clientAddress,
      },
      key,
    );
    const { queues } = this.registry;
    await queues.email.add(QUEUES.email, email.payload, { jobId: jobIdFor(email.idempotencyKey) });
    for (const push of reminderPushes(booking, chefName, booking.chef?.userId ?? null, key))
      await queues.push.add(QUEUES.push, push.payload, { jobId: jobIdFor(push.idempotencyKey) });
    // The chef's own reminder, for an account with an address (a chef who never allowed pushes too).
    const chefEmail = booking.chef?.user?.email;
    if (chefEmail) {
      const chefReminder = emailEvent(
        'chef_booking_reminder',
        chefEmail,
        {
          bookingId: booking.id,
          chefName,
          clientName: booking.clientName,
          eventDate: booking.eventDate,
          eventTime: booking.eventTime,
          guestCount: booking.guestCount,
          clientAddress: booking.clientAddress,
        },
        `${key}:chef`,
      );
      await queues.email.add(QUEUES.email, chefReminder.payload, { jobId: jobIdFor(chefReminder.idempotencyKey) });
    }
    this.logger.log(`reminder of booking ${booking.id} for ${booking.eventDate} ${booking.eventTime} queued`);
    return 'sent';
  }
}
