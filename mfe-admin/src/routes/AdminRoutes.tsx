import { buttonClasses, NotFoundState } from '@chefs/ui';
import { Link, Route, Routes } from 'react-router';
import { AdminPage } from '../dashboard/AdminPage';

/** The admin dashboard's pages. */
export default function AdminRoutes() {
  return (
    // data-remote scopes this remote's Tailwind utilities (see tools/rspack/web.config.mjs).
    <div data-remote="admin">
      <Routes>
        <Route path="/admin" element={<AdminPage />} />
        <Route
          path="*"
          element={
            <NotFoundState
              action={
                <Link to="/admin" className={buttonClasses({ variant: 'outline' })}>
                  Go to the dashboard
                </Link>
              }
            />
          }
        />
      </Routes>
    </div>
  );
}
