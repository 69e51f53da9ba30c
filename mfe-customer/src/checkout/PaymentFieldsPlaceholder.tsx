import { Skeleton, SkeletonGroup } from '@chefs/ui';

export interface PaymentFieldsPlaceholderProps {
  /** Also draws the Pay button's place below the fields (while nothing of the form is on the page yet). */
  withPayButton?: boolean;
}

/**
 * The card form's place while it is not ready, shaped like Stripe's Payment Element in its "tabs"
 * layout: the payment method tab, then card number, expiry beside CVC and country, each under its
 * label. The same bars while Stripe.js loads (CheckoutView) and while the element draws itself
 * (PaymentForm's cover), so the placeholder does not change shape between the two.
 */
export function PaymentFieldsPlaceholder({ withPayButton = false }: PaymentFieldsPlaceholderProps) {
  return (
    <SkeletonGroup>
      <div className="min-h-64 space-y-4">
        <Skeleton className="h-10 w-28" />
        <FieldPlaceholder labelWidth="w-28" />
        <div className="grid grid-cols-2 gap-3">
          <FieldPlaceholder labelWidth="w-28" />
          <FieldPlaceholder labelWidth="w-24" />
        </div>
        <FieldPlaceholder labelWidth="w-20" />
      </div>
      {withPayButton ? <Skeleton className="mt-6 h-12 rounded-full" /> : null}
    </SkeletonGroup>
  );
}

/** A field of the form: its label above its input. */
function FieldPlaceholder({ labelWidth }: { labelWidth: string }) {
  return (
    <div className="space-y-2">
      <Skeleton className={`h-3.5 ${labelWidth}`} />
      <Skeleton className="h-11" />
    </div>
  );
}
