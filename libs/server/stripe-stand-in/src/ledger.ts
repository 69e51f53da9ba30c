import { noSuch } from './errors';
import { clone } from './ids';
import type { ChargeObject, PaymentIntentObject, PaymentMethodObject, RefundObject } from './objects';

export type EventType =
  'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.canceled' | 'charge.refunded';

export interface PendingEvent {
  type: EventType;
  object: PaymentIntentObject | ChargeObject;
}

/** Everything the stand-in remembers, in memory, and the events its last changes produced. */
export class Ledger {
  readonly intents = new Map<string, PaymentIntentObject>();
  readonly charges = new Map<string, ChargeObject>();
  readonly refunds = new Map<string, RefundObject>();
  readonly methods = new Map<string, PaymentMethodObject>();
  private pending: PendingEvent[] = [];

  intent(id: string): PaymentIntentObject {
    const found = this.intents.get(id);
    if (!found) throw noSuch('payment_intent', id, 'intent');
    return found;
  }

  charge(id: string): ChargeObject {
    const found = this.charges.get(id);
    if (!found) throw noSuch('charge', id, 'id');
    return found;
  }

  refund(id: string): RefundObject {
    const found = this.refunds.get(id);
    if (!found) throw noSuch('refund', id, 'id');
    return found;
  }

  /** Records an event; a snapshot of the object is taken now, as Stripe does. */
  emit(type: EventType, object: PaymentIntentObject | ChargeObject): void {
    this.pending.push({ type, object: clone(object) });
  }

  /** The events recorded since the last call. */
  drainEvents(): PendingEvent[] {
    const out = this.pending;
    this.pending = [];
    return out;
  }
}
