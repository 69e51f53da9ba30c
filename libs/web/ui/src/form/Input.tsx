import { type InputHTMLAttributes, type Ref } from 'react';
import { cn } from '../cn';
import { focusRing } from '../focus-ring';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        'block h-11 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink placeholder:text-muted/80',
        'aria-[invalid=true]:border-red-600 disabled:cursor-not-allowed disabled:opacity-60',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
