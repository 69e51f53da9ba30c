import { Navigate, useLocation } from 'react-router';
import { ACCOUNT_HOMES } from '../common/account-homes';
import { useCustomerSession } from '../common/useCustomerSession';
import { ReservationsPage } from './ReservationsPage';

/**
 * "/" when signed in: a customer's reservations. A chef goes on to the chef portal and an admin
 * to the dashboard (the customer API refuses them), and their Find Chefs (/#chefs) to the chef
 * search, which everyone may read. The chefs of a customer live on /home now, so the header's
 * Find Chefs and the portal's Browse Chefs are sent there, and How It Works (/#how-it-works) to
 * the same three steps at the foot of /home.
 */
export function SignedInRoot() {
  const { hash } = useLocation();
  const { isLoading, otherRole } = useCustomerSession();
  const findChefs = hash === '#chefs';
  if (otherRole) return <Navigate to={findChefs ? '/chefs' : ACCOUNT_HOMES[otherRole].to} replace />;
  if ((findChefs || hash === '#how-it-works') && !isLoading) return <Navigate to={`/home${hash}`} replace />;
  return <ReservationsPage />;
}
