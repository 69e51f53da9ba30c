import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An e-mail address signed up for the recipe collection (stored lower-cased). It receives
 * recipe e-mails only once confirmed (double opt-in) from the link mailed to it.
 */
@Entity('recipe_subscribers')
export class RecipeSubscriber {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text', unique: true })
  email: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When the owner confirmed the address; null until then (no recipe e-mail goes to it). */
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** SHA-256 (hex) of the one-time token of the last confirmation link; never the token itself. */
  @Column({ name: 'confirm_token_hash', type: 'text', nullable: true })
  confirmTokenHash: string | null;

  @Column({ name: 'confirm_token_expires_at', type: 'timestamptz', nullable: true })
  confirmTokenExpiresAt: Date | null;

  /** When the last confirmation e-mail was queued: one address is not mailed again before a pause. */
  @Column({ name: 'confirmation_sent_at', type: 'timestamptz', nullable: true })
  confirmationSentAt: Date | null;
}
