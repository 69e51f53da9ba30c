import { type ReactNode } from 'react';
import { cn } from '../cn';
import { ChoiceCard } from './ChoiceCard';
import { choiceColumnClasses, choiceId, type ChoiceColumns, type ChoiceOption } from './choice-option';
import { FieldError } from './FieldError';

export interface CheckboxCardGroupProps<V extends string> {
  /** The checkboxes' name; also the prefix of their ids and of the error's id. */
  name: string;
  legend: ReactNode;
  options: readonly ChoiceOption<V>[];
  /** The ticked values, in the order they were ticked. */
  value: readonly V[];
  onChange: (value: V[]) => void;
  error?: string | null;
  hint?: ReactNode;
  columns?: ChoiceColumns;
  /** Smaller cards for short labels (cuisines, tags). */
  compact?: boolean;
  className?: string;
}

/** Several choices out of a list, shown as cards with a checkbox each. */
export function CheckboxCardGroup<V extends string>({
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
}: CheckboxCardGroupProps<V>) {
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const toggle = (option: V, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option));
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mb-2 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <div className={cn('grid gap-2.5', choiceColumnClasses[columns])}>
        {options.map((option) => (
          <ChoiceCard
            key={option.value}
            id={choiceId(name, option.value)}
            type="checkbox"
            name={name}
            value={option.value}
            checked={value.includes(option.value)}
            onChange={(checked) => toggle(option.value, checked)}
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
