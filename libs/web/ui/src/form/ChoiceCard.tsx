import { type ReactNode } from 'react';
import { cn } from '../cn';
import { focusRing } from '../focus-ring';

export interface ChoiceCardProps {
  id: string;
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  aside?: ReactNode;
  invalid?: boolean;
  describedBy?: string;
  compact?: boolean;
}

/** One selectable card: a native radio or checkbox with its label, the whole card clickable. */
export function ChoiceCard({
  id,
  type,
  name,
  value,
  checked,
  onChange,
  label,
  description,
  aside,
  invalid,
  describedBy,
  compact = false,
}: ChoiceCardProps) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex h-full cursor-pointer items-start gap-3 rounded-xl border bg-white transition-colors',
        compact ? 'px-3 py-2.5' : 'p-4',
        checked ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-line hover:border-brand-300',
        invalid && !checked && 'border-red-300',
      )}
    >
      <input
        id={id}
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={cn('mt-0.5 h-4 w-4 shrink-0 cursor-pointer accent-brand-700', focusRing)}
      />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-ink">{label}</span>
        {description ? <span className="mt-0.5 block text-sm text-muted">{description}</span> : null}
      </span>
      {aside ? <span className="shrink-0 text-sm font-semibold text-brand-900">{aside}</span> : null}
    </label>
  );
}
