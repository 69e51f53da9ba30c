import type { BookingStatus, PaymentStatus, ServiceType, TimeSlot } from '@chefs/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Chef } from './chef.entity';
import { User } from './user.entity';

/**
 * A customer's booking of a chef for a date and time slot. The database allows one
 * active (pending or confirmed) booking per chef, date and slot. Total in whole cents.
 */
@Entity('bookings')
export class Booking {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'customer_id' })
  customer?: User;

  @Column({ name: 'chef_id', type: 'integer' })
  chefId: number;

  @ManyToOne(() => Chef, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'chef_id' })
  chef?: Chef;

  @Column({ name: 'service_type', type: 'text' })
  serviceType: ServiceType;

  /** 'YYYY-MM-DD' (Postgres date, read back as a string). */
  @Column({ name: 'event_date', type: 'date' })
  eventDate: string;

  @Column({ name: 'event_time', type: 'text', default: 'evening' })
  eventTime: TimeSlot;

  @Column({ name: 'guest_count', type: 'integer' })
  guestCount: number;

  @Column({ name: 'client_name', type: 'text' })
  clientName: string;

  @Column({ name: 'client_email', type: 'text' })
  clientEmail: string;

  @Column({ name: 'client_phone', type: 'text', nullable: true })
  clientPhone: string | null;

  @Column({ name: 'client_address', type: 'text' })
  clientAddress: string;

  @Column({ name: 'special_requests', type: 'text', nullable: true })
  specialRequests: string | null;

  @Column({ name: 'total_amount_cents', type: 'integer' })
  totalAmountCents: number;

  @Column({ type: 'text', default: 'pending' })
  status: BookingStatus;

  @Column({ name: 'payment_status', type: 'text', default: 'pending' })
  paymentStatus: PaymentStatus;

  @Column({ name: 'stripe_payment_intent_id', type: 'text', nullable: true, unique: true })
  stripePaymentIntentId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
