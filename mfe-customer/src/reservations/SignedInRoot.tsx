import { Navigate, useLocation } from 'react-router';
import { ReservationsPage } from './ReservationsPage';

/**
 * "/" when signed in: the reservations. The chefs live on /home now, so the header's
 * Find Chefs (/#chefs) and the portal's Browse Chefs are sent there.
 */
export function SignedInRoot() {
  const { hash } = useLocation();
  if (hash === '#chefs') return <Navigate to="/home#chefs" replace />;
  return <ReservationsPage />;
}
