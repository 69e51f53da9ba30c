import { type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../cn';
import { focusRing } from '../focus-ring';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label beside it (the whole line is clickable). */
export function Checkbox({ label, description, className, id, ...props }: CheckboxProps) {
  return (
    <label htmlFor={id} className={cn('flex cursor-pointer items-start gap-3 text-sm text-ink', className)}>
      <input
        id={id}
        type="checkbox"
        className={cn(
          'mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded border-line accent-brand-700',
          'aria-[invalid=true]:outline aria-[invalid=true]:outline-red-600',
          focusRing,
        )}
        {...props}
      />
      <span>
        <span className="font-medium">{label}</span>
        {description ? <span className="mt-0.5 block text-muted">{description}</span> : null}
      </span>
    </label>
  );
}
