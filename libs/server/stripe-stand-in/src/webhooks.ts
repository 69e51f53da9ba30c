import { createHmac } from 'node:crypto';
import { newId, nowSeconds } from './ids';
import type { PendingEvent } from './ledger';

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: PendingEvent['object'] };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: PendingEvent['type'];
}

export interface EventRecord {
  event: StripeEvent;
  /** The exact JSON body posted (and signed). */
  payload: string;
  /** pending while being delivered; skipped when no webhook URL is set. */
  state: 'pending' | 'delivered' | 'failed' | 'skipped';
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
}

export interface WebhookOptions {
  url: string | null;
  secret: string;
  /** Deliveries tried per event (default 5). */
  attempts: number;
  /** First retry delay; doubles on each retry (default 500 ms). */
  backoffMs: number;
  timeoutMs: number;
  log: (level: number, msg: string, extra?: Record<string, unknown>) => void;
}

/** The `Stripe-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`. */
export function signatureHeader(payload: string, secret: string, timestamp = nowSeconds()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

function sleep(ms: number, stopped: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      stopped.removeEventListener('abort', done);
      resolve();
    }
    stopped.addEventListener('abort', done);
  });
}

/** Signs events and posts them to the webhook URL after the answer, with retries; never throws. */
export class WebhookSender {
  readonly records: EventRecord[] = [];
  private readonly inflight = new Set<Promise<void>>();
  private readonly listeners = new Set<(record: EventRecord) => void>();
  private readonly stopper = new AbortController();

  constructor(readonly options: WebhookOptions) {}

  publish(events: PendingEvent[], request: { id: string; idempotencyKey: string | null; apiVersion: string }): void {
    for (const pending of events) {
      const event: StripeEvent = {
        id: newId('evt'),
        object: 'event',
        api_version: request.apiVersion,
        created: nowSeconds(),
        data: { object: pending.object },
        livemode: false,
        pending_webhooks: this.options.url ? 1 : 0,
        request: { id: request.id, idempotency_key: request.idempotencyKey },
        type: pending.type,
      };
      const record: EventRecord = {
        event,
        payload: JSON.stringify(event, null, 2),
        state: this.options.url ? 'pending' : 'skipped',
        attempts: 0,
        lastStatus: null,
        lastError: null,
      };
      this.records.push(record);
      for (const listener of this.listeners) listener(record);
      if (this.options.url) void this.track(this.deliver(record, this.options.url));
    }
  }

  /** Posts a recorded event again (a duplicate delivery, as Stripe sometimes sends). */
  resend(id: string): Promise<void> {
    const record = this.records.find((r) => r.event.id === id);
    if (!record || !this.options.url) return Promise.resolve();
    return this.track(this.deliver(record, this.options.url));
  }

  onEvent(listener: (record: EventRecord) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Gives up every delivery under way (on close). */
  stop(): void {
    this.stopper.abort();
  }

  /** Resolves when no delivery is under way. */
  async idle(): Promise<void> {
    while (this.inflight.size) await Promise.allSettled([...this.inflight]);
  }

  private track(p: Promise<void>): Promise<void> {
    this.inflight.add(p);
    void p.finally(() => this.inflight.delete(p));
    return p;
  }

  private async deliver(record: EventRecord, url: string): Promise<void> {
    const { attempts, backoffMs, timeoutMs, secret, log } = this.options;
    record.state = 'pending';
    await new Promise<void>((r) => setImmediate(r)); // after the API answer has gone out
    const stopped = this.stopper.signal;
    for (let attempt = 1; attempt <= attempts && !stopped.aborted; attempt++) {
      record.attempts++;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'stripe-signature': signatureHeader(record.payload, secret),
          },
          body: record.payload,
          signal: AbortSignal.any([stopped, AbortSignal.timeout(timeoutMs)]),
        });
        record.lastStatus = res.status;
        record.lastError = null;
        await res.arrayBuffer().catch(() => undefined);
        if (res.ok) {
          record.state = 'delivered';
          log(30, 'webhook delivered', { event: record.event.id, type: record.event.type, status: res.status });
          return;
        }
        record.lastError = `HTTP ${res.status}`;
      } catch (err) {
        record.lastStatus = null;
        record.lastError = err instanceof Error ? err.message : String(err);
      }
      if (attempt < attempts && !stopped.aborted) await sleep(backoffMs * 2 ** (attempt - 1), stopped);
    }
    record.state = 'failed';
    log(40, `webhook ${record.event.type} not delivered to ${url}: ${record.lastError}`, {
      event: record.event.id,
      attempts: record.attempts,
    });
  }
}
