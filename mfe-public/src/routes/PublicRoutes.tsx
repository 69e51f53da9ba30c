import { buttonClasses, ComingSoon, NotFoundState } from '@chefs/ui';
import { Link, Route, Routes } from 'react-router';
import { LandingPage } from '../landing/LandingPage';
import { ChefSignInPage } from '../signin/ChefSignInPage';
import { SignInPage } from '../signin/SignInPage';

const home = (
  <Link to="/" className={buttonClasses({ variant: 'outline' })}>
    Back to home
  </Link>
);

/** The public portal's pages (the shell sends these paths here; "/" only when signed out). */
export default function PublicRoutes() {
  return (
    // data-remote scopes this remote's Tailwind utilities (see libs/web/ui/build/web-rspack.mjs).
    <div data-remote="public">
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/signin" element={<SignInPage />} />
        <Route path="/chef-signin" element={<ChefSignInPage />} />
        <Route path="/recipes" element={<ComingSoon title="Recipes" action={home} />} />
        <Route path="/recipes/:slug" element={<ComingSoon title="Recipe" action={home} />} />
        <Route path="/meals" element={<ComingSoon title="Chef's Collection" action={home} />} />
        <Route path="/meals/:slug" element={<ComingSoon title="Dish" action={home} />} />
        <Route path="/chef-application" element={<ComingSoon title="Chef Application" action={home} />} />
        <Route path="/customer-signup" element={<ComingSoon title="Join as a Customer" action={home} />} />
        <Route path="/chefs" element={<ComingSoon title="Find a Chef" action={home} />} />
        <Route path="*" element={<NotFoundState action={home} />} />
      </Routes>
    </div>
  );
}
