import { CircleAlert } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

const noChange = () => () => {};

/**
 * docs/product.md §8: shown when sign-in came back with `?error` (the server sends a failed sign-in
 * to /chef-signin?error=1 when it began at chef sign-in, else to /signin?error=1).
 *
 * Shown from the render after hydration, never in it: the gateway answers /signin?error=1 with
 * the page prerendered for /signin, which has no error, and a first render that differed from it
 * made React throw the prerendered page away and draw it anew (error #418). A server snapshot of
 * false keeps the hydrating render the prerendered one; the alert then comes in, and is announced.
 */
export function SignInError() {
  const [params] = useSearchParams();
  const afterHydration = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  if (!afterHydration || !params.has('error')) return null;
  return (
    <p
      role="alert"
      className="mt-5 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>There was an issue signing in. Please try again.</span>
    </p>
  );
}
