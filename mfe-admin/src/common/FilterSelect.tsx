import { Label, Select } from '@chefs/ui';

export interface FilterSelectProps<T extends string> {
  id: string;
  label: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  /** The first option, "All statuses": no filter. Without it the select always has a value. */
  allLabel?: string;
  onChange: (value: T | undefined) => void;
  /** Half the width of a phone (two side by side in the FilterBar's grid). */
  half?: boolean;
}

/** One labelled select above an admin table that filters it on the server. */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  allLabel,
  onChange,
  half = false,
}: FilterSelectProps<T>) {
  return (
    <div className={`${half ? 'col-span-1' : 'col-span-2'} min-w-0 sm:w-44`}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        className="w-full"
        value={value ?? ''}
        onChange={(e) => onChange(options.find((o) => o.value === e.target.value)?.value)}
      >
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
