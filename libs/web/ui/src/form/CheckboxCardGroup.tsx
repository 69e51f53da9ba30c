import { ChoiceCardFieldset, type ChoiceGroupProps } from './ChoiceCardFieldset';

export interface CheckboxCardGroupProps<V extends string> extends ChoiceGroupProps<V> {
  /** The ticked values, in the order they were ticked. */
  value: readonly V[];
  onChange: (value: V[]) => void;
}

/** Several choices out of a list, shown as cards with a checkbox each. */
export function CheckboxCardGroup<V extends string>({ value, onChange, ...group }: CheckboxCardGroupProps<V>) {
  const toggle = (option: V, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option));
  return (
    <ChoiceCardFieldset
      {...group}
      type="checkbox"
      gap="gap-2.5"
      isChecked={(option) => value.includes(option)}
      onToggle={toggle}
    />
  );
}
