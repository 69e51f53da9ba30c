import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Booking } from './booking.entity';
import { Chef } from './chef.entity';
import { User } from './user.entity';

/** One review per booking, rating 1 to 5; its chef and customer are the booking's. */
@Entity('reviews')
export class Review {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'booking_id', type: 'integer', unique: true })
  bookingId: number;

  @OneToOne(() => Booking, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id' })
  booking?: Booking;

  @Column({ name: 'chef_id', type: 'integer' })
  chefId: number;

  @ManyToOne(() => Chef, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'chef_id' })
  chef?: Chef;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id' })
  customer?: User;

  @Column({ type: 'smallint' })
  rating: number;

  @Column({ type: 'text', default: '' })
  comment: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
