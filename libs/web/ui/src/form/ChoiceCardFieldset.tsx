import { type ReactNode } from 'react';
import { cn } from '../cn';
import { ChoiceCard } from './ChoiceCard';
import { choiceColumnClasses, choiceId, type ChoiceColumns, type ChoiceOption } from './choice-option';
import { FieldError } from './FieldError';

/** What a RadioCardGroup and a CheckboxCardGroup both take. */
export interface ChoiceGroupProps<V extends string | number> {
  /** The controls' name; also the prefix of their ids and of the error's id. */
  name: string;
  legend: ReactNode;
  options: readonly ChoiceOption<V>[];
  error?: string | null;
  hint?: ReactNode;
  /** Ids of more that describes the group, shown elsewhere: its message in a form's alert, say. */
  describedBy?: string;
  columns?: ChoiceColumns;
  /** Smaller cards for short labels (cuisines, tags, quiz answers). */
  compact?: boolean;
  className?: string;
}

interface ChoiceCardFieldsetProps<V extends string | number> extends ChoiceGroupProps<V> {
  type: 'radio' | 'checkbox';
  isChecked: (value: V) => boolean;
  /** The user ticked or unticked the card of `value`. */
  onToggle: (value: V, checked: boolean) => void;
  /** The space between the cards. */
  gap: 'gap-2.5' | 'gap-3';
}

/** A choice group's fieldset: legend, hint, one card per option, and the group's error tied to all of them. */
export function ChoiceCardFieldset<V extends string | number>({
  type,
  name,
  legend,
  options,
  isChecked,
  onToggle,
  error,
  hint,
  describedBy: more,
  columns = 2,
  compact = false,
  gap,
  className,
}: ChoiceCardFieldsetProps<V>) {
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  const describedBy = [hintId, errorId, more].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mb-2 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <div className={cn('grid', gap, choiceColumnClasses[columns])}>
        {options.map((option) => (
          <ChoiceCard
            key={String(option.value)}
            id={choiceId(name, option.value)}
            type={type}
            name={name}
            value={String(option.value)}
            checked={isChecked(option.value)}
            onChange={(checked) => onToggle(option.value, checked)}
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
