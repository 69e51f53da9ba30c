import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxRelay, pushRowsWithoutDevice } from '@chefs/queue';
import { QueueRegistry } from '../queues/queue-registry';
import { DEFAULT_RELAY_INTERVAL_MS, WORKER_OPTIONS, type WorkerOptions } from '../worker-options';

/** Runs the outbox relay on an interval, one run at a time. */
@Injectable()
export class RelayService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(RelayService.name);
  private readonly relay: OutboxRelay;
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    dataSource: DataSource,
    registry: QueueRegistry,
    @Inject(WORKER_OPTIONS) private readonly options: WorkerOptions,
  ) {
    // A push for someone with no device subscribed is not queued: its job would find none. Said
    // once a batch, where the push job used to say "sent to 0 of 0 devices" each time.
    this.relay = new OutboxRelay(dataSource, registry.queues, {
      logger: this.logger,
      unneeded: async (manager, rows) => {
        const skipped = await pushRowsWithoutDevice(manager, rows);
        if (skipped.size > 0) {
          const first = rows.find((row) => skipped.has(row.id))!;
          this.logger.log(`${skipped.size} push(es) not queued: no device subscribed (first ${first.idempotencyKey})`);
        }
        return skipped;
      },
    });
  }

  onApplicationBootstrap(): void {
    const every = this.options.relayIntervalMs ?? DEFAULT_RELAY_INTERVAL_MS;
    if (every > 0) this.timer = setInterval(() => void this.relayNow(), every);
  }

  /** Relays every pending outbox row now (or joins the run in progress). */
  async relayNow(): Promise<number> {
    this.running ??= this.relay
      .drain()
      .catch((err: unknown) => {
        this.logger.error(`outbox relay failed: ${err instanceof Error ? err.message : String(err)}`);
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /** Stops before the database and queues close (non-global modules are destroyed first). */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
