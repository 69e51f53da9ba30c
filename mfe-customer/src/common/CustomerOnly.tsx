import { buttonClasses, Container, EmptyState } from '@chefs/ui';
import { UserRoundX } from 'lucide-react';
import { Link } from 'react-router';
import { ACCOUNT_HOMES, type OtherRole } from './account-homes';

/**
 * Shown on a customer's page to a signed-in chef or admin (docs/product.md §6), in place of
 * the page and its API calls: what the page is for, and the way to their own place.
 */
export function CustomerOnly({ role }: { role: OtherRole }) {
  const home = ACCOUNT_HOMES[role];
  return (
    <Container className="py-16">
      <EmptyState
        level={1}
        icon={<UserRoundX className="h-6 w-6" />}
        title="Customer accounts only"
        description={`Booking chefs and reservations are for customer accounts. You're signed in with ${home.account}.`}
        actions={
          <Link to={home.to} className={buttonClasses()}>
            {home.label}
          </Link>
        }
      />
    </Container>
  );
}
