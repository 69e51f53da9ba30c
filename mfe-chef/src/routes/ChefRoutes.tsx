import { buttonClasses, NotFoundState } from '@chefs/ui';
import { Link, Route, Routes } from 'react-router';
import { ChefPortalPage } from '../portal/ChefPortalPage';

/** The chef portal's pages. */
export default function ChefRoutes() {
  return (
    // data-remote scopes this remote's Tailwind utilities (see tools/rspack/web.config.mjs).
    <div data-remote="chef">
      <Routes>
        <Route path="/chef-portal" element={<ChefPortalPage />} />
        <Route
          path="*"
          element={
            <NotFoundState
              action={
                <Link to="/chef-portal" className={buttonClasses({ variant: 'outline' })}>
                  Go to the chef portal
                </Link>
              }
            />
          }
        />
      </Routes>
    </div>
  );
}
