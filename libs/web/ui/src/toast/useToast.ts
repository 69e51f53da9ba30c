import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, toast } from './toast-store';

/**
 * The toasts on screen and the functions to show or dismiss one. The store lives in
 * toast-store.ts, which Module Federation shares by file as a singleton
 * (tools/rspack/web.config.mjs), so the shell and every remote talk to the one <Toaster />.
 */
export function useToast() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}
