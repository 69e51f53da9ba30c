import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-error';

/**
 * Reads the customer's bookings again: the list, every booking's detail and the home summary.
 * For a page that found out it is out of date (a booking cancelled or paid in another tab).
 */
export function refreshBookings(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/bookings'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/home'] }),
  ]).then(() => undefined);
}

/** The server refused the change as the data now stands (409): what this tab holds is out of date. */
export const isStaleRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409;
