import { FilterSelect } from './FilterSelect';
import { SearchBox } from './SearchBox';
import { oneOf, type TableParams } from './useTableParams';

/** A filter kept in the URL under `key`: a select of `options`, or a search box. */
export type UrlFilter<K extends string> =
  | {
      key: K;
      label: string;
      options: readonly { value: string; label: string }[];
      /** The first option, meaning no filter ("All statuses"). */
      allLabel?: string;
      /** Without an "all" option: the value an absent parameter means (it is never written to the URL). */
      fallback?: string;
      half?: boolean;
    }
  | { key: K; label: string; search: true; placeholder: string };

/**
 * The URL filters of the admin section `id` ("admin-chefs"): a select is `<id>-<key>`, the search
 * box `<id>-search`. A value in the URL that is not an option shows the fallback (or every row).
 */
export function UrlFilters<K extends string>({
  id,
  filters,
  table,
}: {
  id: string;
  filters: readonly UrlFilter<K>[];
  table: Pick<TableParams<K>, 'values' | 'set'>;
}) {
  return filters.map((filter) =>
    'search' in filter ? (
      <SearchBox
        key={filter.key}
        id={`${id}-search`}
        label={filter.label}
        placeholder={filter.placeholder}
        value={table.values[filter.key]}
        onSearch={(value) => table.set(filter.key, value)}
      />
    ) : (
      <FilterSelect
        key={filter.key}
        id={`${id}-${filter.key}`}
        label={filter.label}
        allLabel={filter.allLabel}
        half={filter.half}
        value={
          oneOf(
            filter.options.map((o) => o.value),
            table.values[filter.key],
          ) ?? filter.fallback
        }
        options={filter.options}
        onChange={(value) => table.set(filter.key, value === filter.fallback ? undefined : value)}
      />
    ),
  );
}
