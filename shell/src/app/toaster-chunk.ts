/** The Toaster on its own, for LazyToaster's chunk (a static re-export keeps the rest of @chefs/ui out of it). */
export { Toaster } from '@chefs/ui';
