import { ChoiceCardFieldset, type ChoiceGroupProps } from './ChoiceCardFieldset';

export interface RadioCardGroupProps<V extends string | number> extends ChoiceGroupProps<V> {
  value: V | null | undefined;
  onChange: (value: V) => void;
}

/** One choice out of a few, shown as cards (arrow keys move between them, as for any radio group). */
export function RadioCardGroup<V extends string | number>({ value, onChange, ...group }: RadioCardGroupProps<V>) {
  return (
    <ChoiceCardFieldset
      {...group}
      type="radio"
      gap={group.compact ? 'gap-2.5' : 'gap-3'}
      isChecked={(option) => value === option}
      onToggle={(option, checked) => (checked ? onChange(option) : undefined)}
    />
  );
}
