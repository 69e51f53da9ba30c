import { CircleAlert } from 'lucide-react';
import { cn } from '../cn';

export interface FieldErrorProps {
  /** Referenced by the control's `aria-describedby`. */
  id: string;
  message?: string | null;
  className?: string;
}

/** The message under a field that breaks a rule; renders nothing when there is none. */
export function FieldError({ id, message, className }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className={cn('mt-1.5 flex items-start gap-1.5 text-sm text-red-700', className)}>
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
