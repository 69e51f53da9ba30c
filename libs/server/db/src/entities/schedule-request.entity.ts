import type { RecurringFrequency, TimeSlot } from '@chefs/contracts';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

export const SCHEDULE_REQUEST_STATUSES = ['open', 'closed'] as const;
export type ScheduleRequestStatus = (typeof SCHEDULE_REQUEST_STATUSES)[number];

/** A request from /schedule, kept so the team can review it (admins see open ones). */
@Entity('schedule_requests')
export class ScheduleRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'booking_type', type: 'text' })
  bookingType: 'single' | 'recurring';

  /** Set for recurring requests only. */
  @Column({ name: 'recurring_frequency', type: 'text', nullable: true })
  recurringFrequency: RecurringFrequency | null;

  /** 'YYYY-MM-DD' dates, sorted. */
  @Column({ type: 'text', array: true })
  dates: string[];

  @Column({ name: 'time_slot', type: 'text' })
  timeSlot: TimeSlot;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'text', default: 'open' })
  status: ScheduleRequestStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The admin who marked it handled (closed); null while open or once that account is deleted. */
  @Column({ name: 'handled_by', type: 'uuid', nullable: true })
  handledById: string | null;

  /** When it was marked handled. */
  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt: Date | null;
}
