import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A payment-provider webhook event already handled: inserting its id first makes handling run once. */
@Entity('processed_webhook_events')
export class ProcessedWebhookEvent {
  /** The provider's event id (e.g. Stripe's `evt_...`). */
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  type: string;

  @CreateDateColumn({ name: 'processed_at', type: 'timestamptz' })
  processedAt: Date;
}
