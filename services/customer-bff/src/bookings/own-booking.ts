import type { EntityManager } from 'typeorm';
import { MESSAGES } from '@chefs/contracts';
import { Booking } from '@chefs/db';
import { DomainError, isRecordId } from '@chefs/server-core';

/** 404 "Booking Not Found": what a missing booking and someone else's booking both answer. */
const bookingNotFound = () => new DomainError('booking.not_found', MESSAGES.booking.notFound);

/**
 * The caller's own booking; anyone else's, like an id that names none, does not exist for them. `lock` takes the row
 * FOR UPDATE (inside a transaction) so a decision about it cannot race another change.
 */
export async function findOwnBooking(
  manager: EntityManager,
  customerId: string,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<Booking> {
  // Past the int4 ids (a body's id is any whole number) no booking can be: Postgres would refuse it.
  if (!isRecordId(id)) throw bookingNotFound();
  const booking = await manager.getRepository(Booking).findOne({
    where: { id, customerId },
    ...(opts.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!booking) throw bookingNotFound();
  return booking;
}
