import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../cn';
import { focusRing } from '../focus-ring';
import { type ToastItemState } from './toast-store';

export interface ToastCardProps {
  toast: ToastItemState;
  onOpenChange: (open: boolean) => void;
}

export function ToastCard({ toast, onOpenChange }: ToastCardProps) {
  const destructive = toast.variant === 'destructive';
  return (
    <RadixToast.Root
      open={toast.open}
      onOpenChange={onOpenChange}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg transition-all duration-200',
        'data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:transition-none',
        destructive ? 'border-red-800 bg-red-700 text-white' : 'border-line bg-white text-ink',
      )}
    >
      <div className="grid flex-1 gap-1">
        {toast.title ? <RadixToast.Title className="text-sm font-semibold">{toast.title}</RadixToast.Title> : null}
        {toast.description ? (
          <RadixToast.Description className={cn('text-sm', destructive ? 'text-white/90' : 'text-muted')}>
            {toast.description}
          </RadixToast.Description>
        ) : null}
      </div>
      {toast.action ? (
        <RadixToast.Action
          altText={toast.action.altText ?? toast.action.label}
          onClick={toast.action.onClick}
          className={cn(
            'shrink-0 rounded-md border px-3 py-1.5 text-sm font-medium',
            destructive ? 'border-white/40 hover:bg-white/10' : 'border-line hover:bg-sand',
            focusRing,
          )}
        >
          {toast.action.label}
        </RadixToast.Action>
      ) : null}
      <RadixToast.Close
        aria-label="Close"
        className={cn('absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100', focusRing)}
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
