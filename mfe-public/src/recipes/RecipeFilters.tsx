import { type RecipeCategory } from '@chefs/contracts';
import { humanize, Label, Select } from '@chefs/ui';
import { type Ref } from 'react';
import { ALL_CATEGORIES } from './recipe-catalogue';
import { SearchField } from './SearchField';

export interface RecipeFiltersProps {
  search: string;
  category: string;
  categories: readonly RecipeCategory[];
  onSearch: (value: string) => void;
  onCategory: (value: string) => void;
  /** The search input ("Clear search" puts the keyboard back in it). */
  searchRef?: Ref<HTMLInputElement>;
}

/** Search by title or description, and one category or all. */
export function RecipeFilters({ search, category, categories, onSearch, onCategory, searchRef }: RecipeFiltersProps) {
  return (
    <div
      role="search"
      aria-label="Filter recipes"
      className="grid gap-4 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-card)] sm:grid-cols-[1fr_16rem] sm:p-5"
    >
      <SearchField
        id="recipe-search"
        label="Search recipes"
        placeholder="Search by title or description"
        value={search}
        onChange={onSearch}
        inputRef={searchRef}
      />
      <div>
        <Label htmlFor="recipe-category">Category</Label>
        <Select id="recipe-category" value={category} onChange={(e) => onCategory(e.target.value)}>
          <option value={ALL_CATEGORIES}>All categories</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {humanize(c)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
