/** The one visible focus style of the design system (keyboard focus only). */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-500';
