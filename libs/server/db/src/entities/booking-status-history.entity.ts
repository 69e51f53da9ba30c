import type { BookingStatus, Role } from '@chefs/contracts';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Booking } from './booking.entity';

/** Who changed a booking's status, when, from what and to what. `fromStatus` is null at creation. */
export type StatusChangeRole = Role | 'system';

@Entity('booking_status_history')
export class BookingStatusHistory {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'booking_id', type: 'integer' })
  bookingId: number;

  @ManyToOne(() => Booking, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id' })
  booking?: Booking;

  @Column({ name: 'from_status', type: 'text', nullable: true })
  fromStatus: BookingStatus | null;

  @Column({ name: 'to_status', type: 'text' })
  toStatus: BookingStatus;

  /** Null for changes made by the system (e.g. the worker completing past bookings). */
  @Column({ name: 'changed_by_id', type: 'uuid', nullable: true })
  changedById: string | null;

  @Column({ name: 'changed_by_role', type: 'text' })
  changedByRole: StatusChangeRole;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @CreateDateColumn({ name: 'changed_at', type: 'timestamptz' })
  changedAt: Date;
}
