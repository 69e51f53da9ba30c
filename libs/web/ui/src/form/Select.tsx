import { ChevronDown } from 'lucide-react';
import { type Ref, type SelectHTMLAttributes } from 'react';
import { cn } from '../cn';
import { focusRing } from '../focus-ring';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (keyboard and screen-reader behaviour for free) in the design system's look. */
export function Select({ className, children, ...props }: SelectProps) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'block h-11 w-full appearance-none rounded-lg border border-line bg-white pr-10 pl-3 text-sm text-ink',
          'aria-[invalid=true]:border-red-600 disabled:cursor-not-allowed disabled:opacity-60',
          focusRing,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
