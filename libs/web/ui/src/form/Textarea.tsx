import { type Ref, type TextareaHTMLAttributes } from 'react';
import { cn } from '../cn';
import { focusRing } from '../focus-ring';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-sm text-ink placeholder:text-muted/80',
        'aria-[invalid=true]:border-red-600 disabled:cursor-not-allowed disabled:opacity-60',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
