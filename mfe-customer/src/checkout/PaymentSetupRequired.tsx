import { browserNavigation } from '@chefs/api-client';
import { MESSAGES } from '@chefs/contracts';
import { Button } from '@chefs/ui';
import { Mail, Wrench } from 'lucide-react';
import { BackToHomeLink } from './checkout-links';
import { CheckoutNotice } from './CheckoutNotice';

const SUPPORT_EMAIL = 'support@chefs.test';

function supportMailto(bookingId: number): string {
  const subject = `Payment for booking #${bookingId}`;
  const body = `Hello, I would like to pay for my booking #${bookingId}, but card payment is not available yet.`;
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** docs/product.md §2: card payments are not configured (no provider key or no client secret). */
export function PaymentSetupRequired({ bookingId }: { bookingId: number }) {
  return (
    <CheckoutNotice
      tone="warning"
      icon={<Wrench className="h-7 w-7" />}
      title={MESSAGES.payment.notConfigured}
      actions={
        <>
          <BackToHomeLink variant="outline" />
          <Button onClick={() => browserNavigation.go(supportMailto(bookingId))}>
            <Mail aria-hidden="true" className="h-4 w-4" />
            Contact Support
          </Button>
        </>
      }
    >
      <p>Card payments are not set up yet, so this booking can't be paid online right now.</p>
      <p>
        Your booking is saved. Contact our support team at <span className="font-medium text-ink">{SUPPORT_EMAIL}</span>{' '}
        and we'll help you complete it.
      </p>
    </CheckoutNotice>
  );
}
