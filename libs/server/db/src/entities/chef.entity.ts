import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/** A chef profile. Customers see it once approved and active. Price in whole cents. */
@Entity('chefs')
export class Chef {
  @PrimaryGeneratedColumn()
  id: number;

  /** The account that runs this profile (set when an application is approved). */
  @Column({ name: 'user_id', type: 'uuid', nullable: true, unique: true })
  userId: string | null;

  @OneToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: User | null;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  bio: string;

  @Column({ name: 'profile_image', type: 'text', nullable: true })
  profileImage: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  cuisines: string[];

  @Column({ name: 'price_per_person_cents', type: 'integer' })
  pricePerPersonCents: number;

  @Column({ type: 'text' })
  location: string;

  @Column({ type: 'text' })
  specialty: string;

  @Column({ type: 'text', nullable: true })
  experience: string | null;

  @Column({ name: 'years_of_experience', type: 'integer', default: 0 })
  yearsOfExperience: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  services: string[];

  @Column({ name: 'portfolio_images', type: 'text', array: true, default: () => "'{}'" })
  portfolioImages: string[];

  @Column({ name: 'video_url', type: 'text', nullable: true })
  videoUrl: string | null;

  @Column({ name: 'zip_codes', type: 'text', array: true, default: () => "'{}'" })
  zipCodes: string[];

  @Column({ name: 'is_approved', type: 'boolean', default: false })
  isApproved: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Kept by the database (trigger on reviews, migration 1732100000012); never written by the app. */
  @Column({ name: 'review_count', type: 'integer', insert: false, update: false, default: 0 })
  reviewCount: number;

  /** Sum of the ratings of the chef's reviews; kept by the database like reviewCount. */
  @Column({ name: 'rating_total', type: 'integer', insert: false, update: false, default: 0 })
  ratingTotal: number;

  /** Confirmed or completed bookings; kept by the database (trigger on bookings). */
  @Column({ name: 'total_bookings', type: 'integer', insert: false, update: false, default: 0 })
  totalBookings: number;

  /** The rating the chef lists sort by: ratingTotal / reviewCount, 5 while there are none (generated). */
  @Column({ name: 'rating_rank', type: 'numeric', insert: false, update: false, select: false })
  ratingRank?: string;
}
