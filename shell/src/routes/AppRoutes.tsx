import { useAuth } from '@chefs/api-client';
import { Navigate, useLocation } from 'react-router';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { NotFound } from './NotFound';
import { resolveRoute } from './route-table';

export function AppRoutes() {
  const { pathname, search } = useLocation();
  const session = useAuth();
  const target = resolveRoute(pathname, session);
  switch (target.kind) {
    case 'remote':
      return <RemoteSlot key={target.remote} name={target.remote} />;
    case 'redirect':
      return <Navigate to={target.to.includes('#') ? target.to : `${target.to}${search}`} replace />;
    case 'notFound':
      return <NotFound />;
  }
}
