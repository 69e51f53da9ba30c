import type { EntityManager } from 'typeorm';
import { BookingStatusHistory } from './entities';

/** A change of a booking's status as its history row records it (the time is the database's). */
export type StatusChange = Pick<
  BookingStatusHistory,
  'bookingId' | 'fromStatus' | 'toStatus' | 'changedById' | 'changedByRole' | 'reason'
>;

/**
 * Records a booking's status change in its history, in the caller's transaction, and answers the
 * new row's id: what tells this change's notices apart from an earlier change to the same status
 * (statusChangeKey in @chefs/queue).
 */
export async function recordStatusChange(manager: EntityManager, change: StatusChange): Promise<number> {
  const inserted = await manager.insert(BookingStatusHistory, change);
  const id = (inserted.identifiers[0] as { id?: number } | undefined)?.id;
  if (typeof id !== 'number') throw new Error('booking_status_history gave no id for the change');
  return id;
}
