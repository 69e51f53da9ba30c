import { Label, Select } from '@chefs/ui';

export interface FilterSelectProps<T extends string> {
  id: string;
  label: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  /** The first option, "All statuses": no filter. Without it the select always has a value. */
  allLabel?: string;
  onChange: (value: T | undefined) => void;
}

/** One labelled select above an admin table that filters it on the server. */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  allLabel,
  onChange,
}: FilterSelectProps<T>) {
  return (
    <div className="w-full min-[480px]:w-44">
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
