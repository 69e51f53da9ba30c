import { type ComponentType } from 'react';
import { buttonClasses, NotFoundState, retryableLazy } from '@chefs/ui';
import { Link, Route, Routes } from 'react-router';
import { LandingPage } from '../landing/LandingPage';

// The landing page is the first load of most visits and comes with this module; every other
// page is its own chunk, fetched when its route is first opened (the shell's Suspense shows
// the loading skeleton meanwhile). docs/performance.md, "Bundle budget". A chunk that failed to
// load (offline) is fetched again by the shell's "Try again" or the next visit of its route.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  retryableLazy(() => load().then((module) => module[name]));
const SignInPage = page(() => import('../signin/SignInPage'), 'SignInPage');
const ChefSignInPage = page(() => import('../signin/ChefSignInPage'), 'ChefSignInPage');
const RecipesPage = page(() => import('../recipes/RecipesPage'), 'RecipesPage');
const RecipeDetailPage = page(() => import('../recipes/RecipeDetailPage'), 'RecipeDetailPage');
const MealsPage = page(() => import('../meals/MealsPage'), 'MealsPage');
const DishDetailPage = page(() => import('../meals/DishDetailPage'), 'DishDetailPage');
const ChefApplicationPage = page(() => import('../chef-application/ChefApplicationPage'), 'ChefApplicationPage');
const CustomerSignupPage = page(() => import('../customer-signup/CustomerSignupPage'), 'CustomerSignupPage');
const ChefSearchPage = page(() => import('../chef-search/ChefSearchPage'), 'ChefSearchPage');
const ConfirmSubscriptionPage = page(() => import('../subscribe/ConfirmSubscriptionPage'), 'ConfirmSubscriptionPage');

const home = (
  <Link to="/" className={buttonClasses({ variant: 'outline' })}>
    Back to home
  </Link>
);

/** The public portal's pages (the shell sends these paths here; "/" only when signed out). */
export default function PublicRoutes() {
  return (
    // data-remote scopes this remote's Tailwind utilities (see tools/rspack/web.config.mjs).
    <div data-remote="public">
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/signin" element={<SignInPage />} />
        <Route path="/chef-signin" element={<ChefSignInPage />} />
        <Route path="/recipes" element={<RecipesPage />} />
        <Route path="/recipes/:slug" element={<RecipeDetailPage />} />
        <Route path="/meals" element={<MealsPage />} />
        <Route path="/meals/:slug" element={<DishDetailPage />} />
        <Route path="/chef-application" element={<ChefApplicationPage />} />
        <Route path="/customer-signup" element={<CustomerSignupPage />} />
        <Route path="/chefs" element={<ChefSearchPage />} />
        <Route path="/subscribe/confirm" element={<ConfirmSubscriptionPage />} />
        <Route path="*" element={<NotFoundState action={home} />} />
      </Routes>
    </div>
  );
}
