/** docs/product.md §2 header links (the same on desktop and in the mobile menu). */
export const NAV_LINKS = [
  { label: 'Find Chefs', to: '/#chefs' },
  { label: 'Recipes', to: '/recipes' },
  { label: 'How It Works', to: '/#how-it-works' },
] as const;

export const SIGN_IN_LINKS = [
  { label: 'Customer', to: '/signin' },
  { label: 'Chef', to: '/chef-signin' },
] as const;

export const SIGN_UP_LINKS = [
  { label: 'Join as Customer', to: '/customer-signup' },
  { label: 'Apply as Chef', to: '/chef-application' },
] as const;
