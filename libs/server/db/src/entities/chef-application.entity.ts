import type { ApplicationStatus } from '@chefs/contracts';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

export const BACKGROUND_CHECK_STATUSES = ['pending', 'in_progress', 'passed', 'failed'] as const;
export type BackgroundCheckStatus = (typeof BACKGROUND_CHECK_STATUSES)[number];

export interface ApplicationReference {
  name: string;
  phone: string;
  relationship: string;
}

/** A chef application. At most one open (pending or under_review) per user. */
@Entity('chef_applications')
export class ChefApplication {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'full_name', type: 'text' })
  fullName: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  phone: string;

  @Column({ name: 'years_of_experience', type: 'integer' })
  yearsOfExperience: number;

  @Column({ type: 'text' })
  specialty: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'cooking_video_url', type: 'text', nullable: true })
  cookingVideoUrl: string | null;

  @Column({ name: 'food_safety_score', type: 'integer' })
  foodSafetyScore: number;

  @Column({ name: 'professionalism_score', type: 'integer' })
  professionalismScore: number;

  @Column({ name: 'references', type: 'jsonb', default: () => "'[]'" })
  references: ApplicationReference[];

  @Column({ name: 'business_name', type: 'text', nullable: true })
  businessName: string | null;

  @Column({ name: 'service_types', type: 'text', array: true })
  serviceTypes: string[];

  @Column({ type: 'text' })
  location: string;

  @Column({ name: 'zip_code', type: 'text' })
  zipCode: string;

  @Column({ name: 'price_per_person_cents', type: 'integer' })
  pricePerPersonCents: number;

  @Column({ name: 'background_check_consent', type: 'boolean' })
  backgroundCheckConsent: boolean;

  @Column({ type: 'text', default: 'pending' })
  status: ApplicationStatus;

  @Column({ name: 'rejection_reason', type: 'text', nullable: true })
  rejectionReason: string | null;

  @Column({ name: 'background_check_status', type: 'text', default: 'pending' })
  backgroundCheckStatus: BackgroundCheckStatus;

  @Column({ name: 'reviewed_by_id', type: 'uuid', nullable: true })
  reviewedById: string | null;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
