import * as RadixToast from '@radix-ui/react-toast';
import { useEffect } from 'react';
import { TOAST_DURATION, toasterMounted } from './toast-store';
import { ToastCard } from './ToastCard';
import { useToast } from './useToast';

/** Renders the toasts; mount once per page (the shell, or a remote running standalone). */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  useEffect(toasterMounted, []);
  return (
    <RadixToast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((t) => (
        <ToastCard key={t.id} toast={t} onOpenChange={(open) => (open ? undefined : dismiss(t.id))} />
      ))}
      {/* At most 420px wide at every screen width (docs/product.md §9), not only from md up: a
          tablet's toast ran the whole width of the screen. */}
      <RadixToast.Viewport
        hotkey={['F8']}
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full max-w-[420px] flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:flex-col"
      />
    </RadixToast.Provider>
  );
}
