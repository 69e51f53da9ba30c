import { useAuth } from '@chefs/api-client';
import { afterToasterShown, Container, LoadingRegion, Skeleton, useToast } from '@chefs/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { AdminDashboard } from './AdminDashboard';

/** docs/product.md §6: redirect delay for a non-admin, counted from when the toast shows. */
const DENIED_REDIRECT_MS = 1000;

/** /admin: the dashboard for role admin; anyone else gets a toast, nothing on screen, then "/". */
export function AdminPage() {
  const { isLoading, isAdmin } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const denied = !isLoading && !isAdmin;

  useEffect(() => {
    if (!denied) return;
    toast({
      title: 'Access Denied',
      description: 'Admin access required. Redirecting to home...',
      variant: 'destructive',
    });
    // The shell loads its Toaster with the first toast: counted from the call, the delay ran out
    // while the chunk loaded and the toast was on screen for a few hundred ms before the page
    // left. The 1000 ms start once the toast can be seen (afterToasterShown), as a login redirect's do.
    return afterToasterShown(DENIED_REDIRECT_MS, () => void navigate('/'));
  }, [denied, toast, navigate]);

  if (isLoading) {
    return (
      <Container className="py-10">
        <LoadingRegion label="Checking access…">
          <Skeleton className="h-10 w-64" />
        </LoadingRegion>
      </Container>
    );
  }
  return denied ? null : <AdminDashboard />;
}
