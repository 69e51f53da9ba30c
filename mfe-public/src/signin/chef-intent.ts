/** Set when sign-in starts from /chef-signin, so the chef lands on the portal afterwards (docs/product.md §2). */
export const CHEF_INTENT_KEY = 'chefs.chefSignInIntent';

export function rememberChefIntent(): void {
  try {
    localStorage.setItem(CHEF_INTENT_KEY, '1');
  } catch {
    // Private mode without storage: sign-in still works, the chef just lands on "/".
  }
}
