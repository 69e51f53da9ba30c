import { type ReactNode } from 'react';
import { FieldError } from './FieldError';
import { Label } from './Label';

/** What FormField hands its control so the label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** A rule's message, shown under the control and announced with it. */
  error?: string | null;
  /** A short help text under the label. */
  hint?: ReactNode;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and error message wired through aria-describedby. */
export function FormField({ id, label, error, hint, optional = false, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </Label>
      {hint ? (
        <p id={hintId} className="-mt-0.5 mb-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
