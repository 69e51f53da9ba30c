import { refreshBookings } from '@chefs/api-client';
import { Button, formatMoney, toast } from '@chefs/ui';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { PaymentFieldsPlaceholder } from './PaymentFieldsPlaceholder';

export interface PaymentFormProps {
  /** Dollars, as charged (the server's amount for the booking). */
  amount: number;
  onPaid: () => void;
}

/**
 * The card form inside <Elements>: Stripe's Payment Element and the Pay button. Confirms in
 * the browser without leaving the page for cards (`redirect: 'if_required'`); methods that
 * must redirect come back to the site root (docs/product.md §4).
 */
export function PaymentForm({ amount, onPaid }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  // The state above disables the button only once React renders; this ref stops a second click
  // that comes before that (one confirmation, one charge attempt, however fast the double click).
  const paying = useRef(false);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || paying.current) return;
    paying.current = true;
    setProcessing(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/` },
        redirect: 'if_required',
      });
      if (error?.code === 'payment_intent_unexpected_state') {
        // The intent was settled since this page opened (paid in another tab, or the booking
        // cancelled): Stripe's own words ("You cannot confirm this PaymentIntent because it has
        // already succeeded...") mean nothing to a customer. Nothing was charged; the page reads
        // the booking again and shows where it stands ("Payment Already Completed", "Booking Cancelled").
        toast({
          title: 'Nothing Charged',
          description: 'This booking was already paid or closed, perhaps in another tab. Here is where it stands now.',
        });
        void refreshBookings(queryClient);
      } else if (error) {
        toast({
          title: 'Payment Failed',
          description: error.message ?? 'Your payment could not be completed.',
          variant: 'destructive',
        });
      } else if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing') {
        toast({ title: 'Payment Successful', description: 'Your booking has been confirmed!' });
        // Paid: the page shows the success view, and the button stays busy until it does.
        onPaid();
        return;
      } else {
        toast({
          title: 'Payment Failed',
          description: 'Your payment was not completed. Please try again.',
          variant: 'destructive',
        });
      }
    } catch {
      toast({
        title: 'Payment Error',
        description: 'An unexpected error occurred. Please try again.',
        variant: 'destructive',
      });
    }
    paying.current = false;
    setProcessing(false);
  }

  return (
    <form onSubmit={(e) => void pay(e)} aria-busy={processing} noValidate>
      <div className="relative min-h-64">
        <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
        {ready ? null : (
          <div aria-hidden="true" className="absolute inset-0 bg-white">
            {/* The white cover stays still over the payment form; the placeholders pulse as one. */}
            <PaymentFieldsPlaceholder />
          </div>
        )}
      </div>
      <Button
        type="submit"
        size="lg"
        className="mt-6 w-full"
        disabled={!stripe || !elements || !ready}
        // Busy, not disabled, while paying: a disabled button dropped the focus of whoever pressed
        // it to <body>, and after a declined card a keyboard user started again from the top.
        busy={processing}
      >
        {processing ? 'Processing Payment...' : `Pay ${formatMoney(amount)}`}
      </Button>
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-muted">
        <Lock aria-hidden="true" className="h-3.5 w-3.5" />
        Payments are encrypted and processed securely by Stripe.
      </p>
      <p role="status" aria-live="polite" className="sr-only">
        {processing ? 'Processing your payment, please wait.' : ''}
      </p>
    </form>
  );
}
