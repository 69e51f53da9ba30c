import { type PaymentStatus } from '@chefs/contracts';
import { Badge, type BadgeTone } from '../feedback/Badge';
import { humanize } from '../format/labels';

const tones: Record<PaymentStatus, BadgeTone> = {
  paid: 'success',
  pending: 'warning',
  refunded: 'info',
  failed: 'danger',
};

/** A booking's payment status: "Paid", "Pending", "Refunded", "Failed". */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={tones[status] ?? 'neutral'}>{humanize(status)}</Badge>;
}
