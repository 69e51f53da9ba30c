import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { BookingDetailDto } from '@chefs/contracts';
import { Booking, recordStatusChange } from '@chefs/db';
import { PaymentsService } from '@chefs/payments';
import {
  bookingStatusChangedEmail,
  chefStatusEvents,
  chefContactOf,
  enqueueOutbox,
  paymentRefundedEmail,
  reminderSyncEvent,
  statusChangeKey,
} from '@chefs/queue';
import { DomainError } from '@chefs/server-core';
import { PaymentStateService } from '../payments/payment-state.service';
import { BookingsService } from './bookings.service';
import { cancellationPolicy } from './cancellation-policy';
import { findOwnBooking } from './own-booking';

/** Thrown inside the transaction when the booking became paid after the refund decision. */
class PaidMeanwhile extends Error {}

/**
 * A customer cancelling their own booking (docs/decisions.md): pending or confirmed, until 48 hours
 * before the slot. A paid booking is refunded in full at Stripe first; only then does the
 * booking change, so a refund that fails changes nothing and a refused cancel refunds nothing.
 */
@Injectable()
export class BookingCancellationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
    private readonly paymentState: PaymentStateService,
    private readonly bookings: BookingsService,
  ) {}

  async cancel(customerId: string, id: number): Promise<BookingDetailDto> {
    const booking = await findOwnBooking(this.dataSource.manager, customerId, id);
    assertMayCancel(booking);
    // A payment whose webhook is late still counts: it must be refunded, not kept.
    if (await this.paymentState.refreshFromStripe(booking)) booking.paymentStatus = 'paid';
    for (let attempt = 0; ; attempt++) {
      if (booking.paymentStatus === 'paid') await this.payments.refundBooking(booking);
      try {
        return await this.dataSource.transaction(async (manager) => {
          await this.cancelLocked(manager, customerId, id, booking.paymentStatus === 'paid');
          return this.bookings.loadDetail(manager, customerId, id);
        });
      } catch (error) {
        // The payment landed between the refund decision and the lock: refund it, then try again.
        if (!(error instanceof PaidMeanwhile) || attempt > 0) throw error;
        booking.paymentStatus = 'paid';
      }
    }
  }

  /** Re-checks the rules on the locked row, then cancels: status, history, e-mails, the chef's push, no reminder. */
  private async cancelLocked(manager: EntityManager, customerId: string, id: number, refunded: boolean): Promise<void> {
    const booking = await findOwnBooking(manager, customerId, id, { lock: true });
    assertMayCancel(booking);
    if (booking.paymentStatus === 'paid' && !refunded) throw new PaidMeanwhile();
    const chef = await chefContactOf(manager, booking.chefId);
    const chefName = chef?.name ?? 'your chef';
    const wasPaid = booking.paymentStatus === 'paid';
    await manager
      .getRepository(Booking)
      .update({ id }, { status: 'cancelled', ...(wasPaid ? { paymentStatus: 'refunded' as const } : {}) });
    const historyId = await recordStatusChange(manager, {
      bookingId: id,
      fromStatus: booking.status,
      toStatus: 'cancelled',
      changedById: customerId,
      changedByRole: 'customer',
      reason: 'Cancelled by the customer.',
    });
    const change = statusChangeKey('cancelled', historyId);
    await enqueueOutbox(
      manager,
      bookingStatusChangedEmail(booking, chefName, 'cancelled', { reason: 'Cancelled by the customer.', change }),
    );
    if (wasPaid) await enqueueOutbox(manager, paymentRefundedEmail(booking, chefName));
    for (const event of chefStatusEvents(booking, chef, 'cancelled', change, 'Cancelled by the customer.'))
      await enqueueOutbox(manager, event);
    await enqueueOutbox(manager, reminderSyncEvent(id, change));
  }
}

/** 409 with the reason the detail screen shows: not cancellable any more, or too late. */
function assertMayCancel(booking: Booking): void {
  const policy = cancellationPolicy(booking, new Date());
  if (!policy.allowed)
    throw new DomainError('booking.not_cancellable', policy.reason ?? 'This booking can no longer be cancelled.');
}
