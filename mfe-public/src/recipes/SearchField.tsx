import { Input, Label } from '@chefs/ui';
import { Search } from 'lucide-react';
import { type Ref } from 'react';

export interface SearchFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The input, for taking the focus back ("Clear search" puts the keyboard in it). */
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled search input with a magnifier (the recipes and dishes lists). */
export function SearchField({ id, label, placeholder, value, onChange, inputRef }: SearchFieldProps) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted"
        />
        <Input
          ref={inputRef}
          id={id}
          type="search"
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="pl-9!"
        />
      </div>
    </div>
  );
}
