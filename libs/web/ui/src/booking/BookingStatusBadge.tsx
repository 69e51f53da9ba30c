import { type BookingStatus } from '@chefs/contracts';
import { Badge, type BadgeTone } from '../feedback/Badge';
import { humanize } from '../format/labels';

const tones: Record<BookingStatus, BadgeTone> = {
  confirmed: 'success',
  pending: 'warning',
  completed: 'info',
  cancelled: 'neutral',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={tones[status] ?? 'neutral'}>{humanize(status)}</Badge>;
}
