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
      <RadixToast.Viewport
        hotkey={['F8']}
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:flex-col md:max-w-[420px]"
      />
    </RadixToast.Provider>
  );
}
