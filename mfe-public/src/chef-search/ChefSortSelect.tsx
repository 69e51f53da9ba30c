import { type ChefSort } from '@chefs/contracts';
import { Label, Select } from '@chefs/ui';

const SORT_LABELS: Record<ChefSort, string> = {
  default: 'Recommended',
  rating: 'Highest rated',
  price: 'Lowest price',
  newest: 'Newest',
};

/** The results' order, sorted on the server. */
export function ChefSortSelect({ value, onChange }: { value: ChefSort; onChange: (sort: ChefSort) => void }) {
  return (
    <div className="w-full sm:w-56">
      <Label htmlFor="chef-sort">Sort by</Label>
      <Select id="chef-sort" value={value} onChange={(e) => onChange(e.target.value as ChefSort)}>
        {(Object.keys(SORT_LABELS) as ChefSort[]).map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </Select>
    </div>
  );
}
