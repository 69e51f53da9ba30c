import { buttonClasses, NotFoundState } from '@chefs/ui';
import { Link, Route, Routes } from 'react-router';
import { ChefApplicationPage } from '../chef-application/ChefApplicationPage';
import { ChefSearchPage } from '../chef-search/ChefSearchPage';
import { CustomerSignupPage } from '../customer-signup/CustomerSignupPage';
import { LandingPage } from '../landing/LandingPage';
import { DishDetailPage } from '../meals/DishDetailPage';
import { MealsPage } from '../meals/MealsPage';
import { RecipeDetailPage } from '../recipes/RecipeDetailPage';
import { RecipesPage } from '../recipes/RecipesPage';
import { ChefSignInPage } from '../signin/ChefSignInPage';
import { SignInPage } from '../signin/SignInPage';
import { ConfirmSubscriptionPage } from '../subscribe/ConfirmSubscriptionPage';

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
