import { Client } from 'pg';

/** The channel migration 1732100000017's triggers notify, with the changed table as payload. */
const CATALOGUE_CHANNEL = 'catalogue_changed';

export interface ChangeListenerEvents {
  /** Subscribed: from now on every change is heard. */
  onListening(): void;
  /** A table changed (a committed statement wrote it). */
  onChange(table: string): void;
  /** The connection is gone: changes may be missed until onListening again. */
  onLost(): void;
}

/**
 * Keeps one connection LISTENing on the catalogue channel, and opens a new one after it is
 * lost (0.5 s, doubling up to 10 s). Written here because it is a dozen lines over `pg`'s own
 * LISTEN support; the libraries for it (pg-listen and the like) are unmaintained.
 */
export class ChangeListener {
  private client?: Client;
  private stopped = false;
  private retryMs = 500;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly databaseUrl: string,
    private readonly events: ChangeListenerEvents,
    private readonly logger: { warn(message: string): void; log(message: string): void },
  ) {}

  start(): void {
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({
      connectionString: this.databaseUrl,
      connectionTimeoutMillis: 5_000,
      // Named apart from the pool's ('public-bff'): this one connection only listens.
      application_name: 'public-bff listener',
    });
    let lost = false;
    const onLost = (why: string) => {
      if (lost) return;
      lost = true;
      this.events.onLost();
      if (this.client === client) this.client = undefined;
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      this.logger.warn(`Read cache off: change notices lost (${why}); listening again in ${this.retryMs} ms`);
      this.timer = setTimeout(() => void this.connect(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, 10_000);
    };
    client.on('error', (err) => onLost(err.message));
    client.on('end', () => onLost('connection ended'));
    client.on('notification', (n) => {
      if (n.channel === CATALOGUE_CHANNEL && n.payload) this.events.onChange(n.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch (err) {
      onLost((err as Error).message);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = 500;
    this.events.onListening();
    this.logger.log('Read cache on: listening for catalogue changes');
  }
}
