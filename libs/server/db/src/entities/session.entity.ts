import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** express-session rows, in the exact shape connect-pg-simple reads and writes. */
@Entity('sessions')
export class Session {
  @PrimaryColumn({ type: 'varchar' })
  sid: string;

  @Column({ type: 'json' })
  sess: Record<string, unknown>;

  @Index('IDX_sessions_expire')
  @Column({ type: 'timestamp', precision: 6 })
  expire: Date;
}
