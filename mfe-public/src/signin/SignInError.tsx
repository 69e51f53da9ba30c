import { CircleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';

/**
 * docs/product.md §8: shown when sign-in came back with `?error` (the server sends a failed sign-in
 * to /chef-signin?error=1 when it began at chef sign-in, else to /signin?error=1).
 */
export function SignInError() {
  const [params] = useSearchParams();
  if (!params.has('error')) return null;
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
