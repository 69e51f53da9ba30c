import { Button, humanize, Input, Label, Select } from '@chefs/ui';
import { Search } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import {
  chefSearchHref,
  EMPTY_SEARCH,
  sameSearch,
  SEARCH_CUISINES,
  searchErrors,
  todayIso,
  type ChefSearchValues,
} from './chef-search-params';

export interface ChefSearchBarProps {
  /** Prefilled values (the results page passes its query; a new query fills the bar afresh). */
  initialValues?: ChefSearchValues;
}

type Field = keyof ChefSearchValues;

const noChange = () => () => {};
const noDateOnTheServer = () => undefined;

/** ZIP code, cuisine and date; Search opens /chefs?zip=&cuisine=&date= (docs/decisions.md). */
export function ChefSearchBar({ initialValues = EMPTY_SEARCH }: ChefSearchBarProps) {
  const id = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // The picker's earliest day comes from the browser's clock, after hydration: the landing page
  // and /chefs are drawn ahead (at build time, or by the gateway in UTC), and hydration keeps a
  // prerendered attribute as it is, so their "today" stayed the day they were drawn.
  const today = useSyncExternalStore(noChange, todayIso, noDateOnTheServer);
  // A new query (back, forward, another search) fills the bar afresh from the URL, in this same
  // form: drawing a new one would drop the focus of the field or button that searched to the body.
  const [query, setQuery] = useState(initialValues);
  if (!sameSearch(query, initialValues)) {
    setQuery(initialValues);
    setValues(initialValues);
    setErrors({});
  }
  // A query from a shared link may name a cuisine the list lacks: keep it selectable.
  const cuisines: readonly string[] =
    values.cuisine && !SEARCH_CUISINES.some((c) => c === values.cuisine)
      ? [...SEARCH_CUISINES, values.cuisine]
      : SEARCH_CUISINES;

  const update = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const errorProps = (field: Field) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};
  const message = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1.5 text-sm font-medium text-red-700">
        {errors[field]}
      </p>
    ) : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = searchErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) void navigate(chefSearchHref(values));
  }

  return (
    <form
      role="search"
      aria-label="Find a chef"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-start"
    >
      <div>
        <Label htmlFor={`${id}-zip`}>ZIP code</Label>
        <Input
          id={`${id}-zip`}
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder="e.g. 30306"
          value={values.zip}
          onChange={update('zip')}
          {...errorProps('zip')}
        />
        {message('zip')}
      </div>
      <div>
        <Label htmlFor={`${id}-cuisine`}>Cuisine</Label>
        <Select id={`${id}-cuisine`} name="cuisine" value={values.cuisine} onChange={update('cuisine')}>
          <option value="">Any cuisine</option>
          {cuisines.map((cuisine) => (
            <option key={cuisine} value={cuisine}>
              {humanize(cuisine)}
            </option>
          ))}
        </Select>
        {message('cuisine')}
      </div>
      <div>
        <Label htmlFor={`${id}-date`}>Date</Label>
        <Input
          id={`${id}-date`}
          name="date"
          type="date"
          min={today}
          value={values.date}
          onChange={update('date')}
          {...errorProps('date')}
        />
        {message('date')}
      </div>
      <Button type="submit" variant="accent" className="h-11! w-full self-end lg:mt-[1.625rem] lg:w-auto lg:self-start">
        <Search aria-hidden="true" className="h-4 w-4" />
        Search
      </Button>
    </form>
  );
}
