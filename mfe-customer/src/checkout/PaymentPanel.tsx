import { type PaymentIntentDto } from '@chefs/contracts';
import { ErrorState } from '@chefs/ui';
import { Elements } from '@stripe/react-stripe-js';
import { type RefObject, useEffect, useMemo, useState } from 'react';
import { PAYMENT_APPEARANCE } from './payment-appearance';
import { PaymentForm } from './PaymentForm';
import { loadStripeFor } from './stripe-loader';

export interface PaymentPanelProps {
  intent: PaymentIntentDto;
  onPaid: () => void;
  /** Where the focus waits after Try again on a card form that did not load (ErrorState's retryFocus). */
  retryFocus?: RefObject<HTMLElement | null>;
}

/** Loads Stripe.js for the intent (key the panel by client secret) and holds the Payment Element. */
export function PaymentPanel({ intent, onPaid, retryFocus }: PaymentPanelProps) {
  // <Elements> gets a promise that never rejects (it would leave a rejection unhandled); a
  // failed load is not cached by the loader, so Try again loads afresh under a new <Elements>.
  const load = () => loadStripeFor(intent).catch(() => null);
  const [stripe, setStripe] = useState(load);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const options = useMemo(
    () => ({ clientSecret: intent.clientSecret, appearance: PAYMENT_APPEARANCE }),
    [intent.clientSecret],
  );

  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => current && setFailed(loaded === null));
    return () => {
      current = false;
    };
  }, [stripe]);

  if (failed) {
    return (
      <ErrorState
        title="We couldn't load the payment form"
        description="The card form did not load. Check your connection and try again."
        onRetry={() => {
          setFailed(false);
          setStripe(load());
          setAttempt((n) => n + 1);
        }}
        retryFocus={retryFocus}
      />
    );
  }
  return (
    <Elements key={attempt} stripe={stripe} options={options}>
      <PaymentForm amount={intent.amount} onPaid={onPaid} />
    </Elements>
  );
}
