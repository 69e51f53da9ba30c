import { type ApplicationStatus } from '@chefs/contracts';
import { type BadgeTone } from '@chefs/ui';

/** docs/product.md §2 chef portal: the badge of each application status. */
export const APPLICATION_STATUS_BADGES: Record<ApplicationStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending Review', tone: 'warning' },
  under_review: { label: 'Under Review', tone: 'info' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

/** docs/product.md §2: the pending note, word for word. */
export const PENDING_NOTE = "Your application is being reviewed. We'll contact you within 48 hours with an update.";
