/** docs/product.md §2 and §9: what a visitor is told on a signed-in page, and where they go, how soon. */
export interface SignInPrompt {
  description: string;
  /**
   * 'login' starts sign-in at /api/login; '/signin' opens the sign-in page. Either way sign-in
   * comes back to the page (`?returnTo=` its path and query).
   */
  to: 'login' | '/signin';
  delayMs: number;
}

export const SIGN_IN_PROMPTS = {
  chefProfile: { description: 'Please sign in to view chef profiles.', to: 'login', delayMs: 500 },
  booking: { description: 'Please sign in to book a chef.', to: 'login', delayMs: 500 },
  schedule: { description: 'Please sign in to schedule chef services.', to: '/signin', delayMs: 1000 },
  confirmation: { description: 'Please log in to view your booking confirmation.', to: 'login', delayMs: 1000 },
} as const satisfies Record<string, SignInPrompt>;
