import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Booking } from '@chefs/db';
import { REMINDER_JOBS, type ReminderJob } from '@chefs/contracts';
import { addDays, marketToday, reminderDueAt, slotStartsAt } from '@chefs/domain';
import { reminderJobId } from '@chefs/queue';
import { QueueRegistry } from '../queues/queue-registry';

/** Bookings read per statement by the reconcile. */
const RECONCILE_BATCH = 500;
/** Booking ids named in the reconcile's log line; the rest are counted. */
const LOGGED_IDS = 20;

export type ReminderSyncResult = 'scheduled' | 'moved' | 'kept' | 'removed' | 'none';

/**
 * Keeps one delayed `send-reminder` job per confirmed booking (job id `reminder-<id>`), due 24
 * hours before its slot starts: added when the booking is confirmed, moved when its date or slot
 * changes, dropped when it stops being confirmed. The BFFs ask for it through the outbox (a
 * `sync-reminder` job per change); the hourly reconcile repairs what a lost Redis forgot.
 */
@Injectable()
export class ReminderScheduleService {
  private readonly logger = new Logger(ReminderScheduleService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: QueueRegistry,
  ) {}

  /** Makes the booking's reminder job match the booking as committed. */
  async sync(bookingId: number): Promise<ReminderSyncResult> {
    const queue = this.registry.queues.reminders;
    const jobId = reminderJobId(bookingId);
    const result = await this.dataSource.transaction(async (manager): Promise<ReminderSyncResult> => {
      // The row lock orders the syncs of one booking: each one sees what the one before it did.
      const booking = await manager
        .getRepository(Booking)
        .findOne({ where: { id: bookingId }, lock: { mode: 'pessimistic_write' } });
      const want: ReminderJob | null =
        booking?.status === 'confirmed' && slotStartsAt(booking.eventDate, booking.eventTime).getTime() > Date.now()
          ? {
              bookingId,
              eventDate: booking.eventDate,
              eventTime: booking.eventTime,
              dueAt: reminderDueAt(booking.eventDate, booking.eventTime).toISOString(),
            }
          : null;
      const existing = await queue.getJob(jobId);
      if (existing) {
        const data = existing.data as Partial<ReminderJob>;
        // Waiting, sent or failed for this very date and slot: nothing to change.
        if (want && data.eventDate === want.eventDate && data.eventTime === want.eventTime) return 'kept';
        if ((await existing.getState()) === 'active')
          throw new Error(`the reminder of booking ${bookingId} is being sent right now; syncing again later`);
        await existing.remove();
        if (!want) return 'removed';
      }
      if (!want) return 'none';
      await queue.add(REMINDER_JOBS.send, want, { jobId, delay: Math.max(0, Date.parse(want.dueAt) - Date.now()) });
      return existing ? 'moved' : 'scheduled';
    });
    if (result !== 'kept' && result !== 'none') this.logger.log(`reminder of booking ${bookingId}: ${result}`);
    return result;
  }

  /**
   * Syncs every confirmed booking of today, tomorrow and the day after (all whose reminder is
   * due within a day), so a reminder that Redis lost is back before it is due. Reads them a batch
   * at a time by keyset (ix_bookings_status_date_id), so a busy weekend of a marketplace many times
   * this size is not one result in memory. Answers how many reminders it had to add or move.
   */
  async reconcile(now = new Date(), batchSize = RECONCILE_BATCH): Promise<number> {
    const today = marketToday(now);
    const sample: number[] = [];
    let repaired = 0;
    let after = { eventDate: today, id: 0 };
    for (;;) {
      const batch = await this.dataSource.query<{ id: number; eventDate: string }[]>(
        `SELECT id, to_char(event_date, 'YYYY-MM-DD') AS "eventDate" FROM bookings
          WHERE status = 'confirmed' AND event_date <= $2::date AND (event_date, id) > ($1::date, $3)
          ORDER BY event_date, id
          LIMIT $4`,
        [after.eventDate, addDays(today, 2), after.id, batchSize],
      );
      for (const { id } of batch) {
        const result = await this.sync(id);
        if (result !== 'scheduled' && result !== 'moved') continue;
        repaired += 1;
        if (sample.length < LOGGED_IDS) sample.push(id);
      }
      if (batch.length < batchSize) break;
      after = batch[batch.length - 1];
    }
    if (repaired > 0) {
      const more = repaired > sample.length ? ` and ${repaired - sample.length} more` : '';
      this.logger.warn(`reconcile re-added ${repaired} reminders: bookings ${sample.join(', ')}${more}`);
    }
    return repaired;
  }
}
