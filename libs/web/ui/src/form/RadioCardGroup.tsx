import { type ReactNode } from 'react';
import { cn } from '../cn';
import { ChoiceCard } from './ChoiceCard';
import { choiceColumnClasses, choiceId, type ChoiceColumns, type ChoiceOption } from './choice-option';
import { FieldError } from './FieldError';

export interface RadioCardGroupProps<V extends string | number> {
  /** The radios' name; also the prefix of their ids and of the error's id. */
  name: string;
  legend: ReactNode;
  options: readonly ChoiceOption<V>[];
  value: V | null | undefined;
  onChange: (value: V) => void;
  error?: string | null;
  hint?: ReactNode;
  columns?: ChoiceColumns;
  /** Smaller cards for short labels (quiz answers). */
  compact?: boolean;
  className?: string;
}

/** One choice out of a few, shown as cards (arrow keys move between them, as for any radio group). */
export function RadioCardGroup<V extends string | number>({
  name,
  legend,
  options,
  value,
  onChange,
  error,
  hint,
  columns = 2,
  compact = false,
  className,
}: RadioCardGroupProps<V>) {
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mb-2 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <div className={cn('grid', compact ? 'gap-2.5' : 'gap-3', choiceColumnClasses[columns])}>
        {options.map((option) => (
          <ChoiceCard
            key={String(option.value)}
            id={choiceId(name, option.value)}
            type="radio"
            name={name}
            value={String(option.value)}
            checked={value === option.value}
            onChange={(checked) => (checked ? onChange(option.value) : undefined)}
            label={option.label}
            description={option.description}
            aside={option.aside}
            invalid={Boolean(error)}
            describedBy={errorId}
            compact={compact}
          />
        ))}
      </div>
      <FieldError id={`${name}-error`} message={error} />
    </fieldset>
  );
}
