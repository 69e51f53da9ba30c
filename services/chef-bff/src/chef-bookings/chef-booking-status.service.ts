import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CHEF_MESSAGES, MESSAGES, type BookingDto, type ChefStatusTarget } from '@chefs/contracts';
import { Booking, recordStatusChange, toBookingDto } from '@chefs/db';
import { canTransition, isLapsedRequest } from '@chefs/domain';
import { PaymentsService } from '@chefs/payments';
import {
  bookingStatusChangedEmail,
  customerStatusPush,
  enqueueOutbox,
  paymentRefundedEmail,
  reminderSyncEvent,
  statusChangeKey,
} from '@chefs/queue';
import { DomainError } from '@chefs/server-core';
import type { SessionUser } from '@chefs/auth';
import { ChefProfileService } from '../chef-profile/chef-profile.service';

/** Thrown inside the transaction when the booking became paid after the refund decision. */
class PaidMeanwhile extends Error {}

const REASONS: Record<ChefStatusTarget, string> = {
  confirmed: 'Accepted by the chef.',
  cancelled: 'Declined by the chef.',
};

/**
 * A chef accepting (pending → confirmed) or declining (pending → cancelled) one of their own
 * bookings. Declining a paid booking refunds it in full at Stripe first, so a refund that fails
 * (503) changes nothing; then, on the locked row: the status, a history row naming the chef, the
 * customer's e-mails and push, and the reminder's schedule (an accepted booking gets one) through
 * the outbox. Anyone else's booking is 404; any other move 409.
 */
@Injectable()
export class ChefBookingStatusService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
    private readonly profiles: ChefProfileService,
  ) {}

  async setStatus(user: SessionUser, id: number, status: ChefStatusTarget): Promise<BookingDto> {
    const chef = await this.profiles.ownChef(user.id);
    const booking = await findChefBooking(this.dataSource.manager, chef.id, id);
    assertMayMove(booking, status);
    for (let attempt = 0; ; attempt++) {
      const refunding = status === 'cancelled' && booking.paymentStatus === 'paid';
      if (refunding) await this.payments.refundBooking(booking);
      try {
        return await this.dataSource.transaction(async (manager) => {
          await this.setLocked(manager, user, chef.id, chef.name, id, status, refunding);
          const saved = await manager
            .getRepository(Booking)
            .findOneOrFail({ where: { id }, relations: { chef: true } });
          return toBookingDto(saved);
        });
      } catch (error) {
        // The payment landed between the refund decision and the lock: refund it, then try again.
        if (!(error instanceof PaidMeanwhile) || attempt > 0) throw error;
        booking.paymentStatus = 'paid';
      }
    }
  }

  private async setLocked(
    manager: EntityManager,
    user: SessionUser,
    chefId: number,
    chefName: string,
    id: number,
    status: ChefStatusTarget,
    refunded: boolean,
  ): Promise<void> {
    const booking = await findChefBooking(manager, chefId, id, { lock: true });
    assertMayMove(booking, status);
    const refunding = status === 'cancelled' && booking.paymentStatus === 'paid';
    if (refunding && !refunded) throw new PaidMeanwhile();
    await manager
      .getRepository(Booking)
      .update({ id }, { status, ...(refunding ? { paymentStatus: 'refunded' as const } : {}) });
    const historyId = await recordStatusChange(manager, {
      bookingId: id,
      fromStatus: booking.status,
      toStatus: status,
      changedById: user.id,
      changedByRole: 'chef',
      reason: REASONS[status],
    });
    const change = statusChangeKey(status, historyId);
    await enqueueOutbox(
      manager,
      bookingStatusChangedEmail(booking, chefName, status, { reason: REASONS[status], change }),
    );
    await enqueueOutbox(manager, customerStatusPush(booking, chefName, status, change, { refunded: refunding }));
    await enqueueOutbox(manager, reminderSyncEvent(id, change));
    if (refunding) await enqueueOutbox(manager, paymentRefundedEmail(booking, chefName));
  }
}

/** The chef's own booking; anyone else's does not exist for them (404). */
async function findChefBooking(
  manager: EntityManager,
  chefId: number,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<Booking> {
  const booking = await manager.getRepository(Booking).findOne({
    where: { id, chefId },
    ...(opts.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!booking) throw new DomainError('booking.not_found', MESSAGES.booking.notFound);
  return booking;
}

/**
 * Only a pending booking moves, and a request whose date has passed can no longer be accepted
 * (the worker cancels it the next day, docs/product.md §4): declining it is still allowed.
 */
function assertMayMove(booking: Booking, status: ChefStatusTarget): void {
  if (!canTransition('chef', booking.status, status))
    throw new DomainError('booking.transition_not_allowed', CHEF_MESSAGES.statusNotAllowed);
  if (status === 'confirmed' && isLapsedRequest(booking))
    throw new DomainError('booking.date_passed', CHEF_MESSAGES.datePassed);
}
