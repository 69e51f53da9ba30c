import { type ReactNode } from 'react';

/** docs/product.md §9: the home shows 3 bookings, 3 chefs and 3 recipes. */
const HOME_SECTION_LIMIT = 3;

export interface HomeCardGridProps<T extends { id: number | string }> {
  items: readonly T[];
  /** Shown when there are no items. */
  empty: ReactNode;
  children: (item: T) => ReactNode;
}

/** The first few items of a home section as a row of cards, or its empty state. */
export function HomeCardGrid<T extends { id: number | string }>({ items, empty, children }: HomeCardGridProps<T>) {
  if (items.length === 0) return empty;
  return (
    // grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: a card's one-line (truncated)
    // text would otherwise widen the column to its full length and push the card off a phone.
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {items.slice(0, HOME_SECTION_LIMIT).map((item) => (
        <li key={item.id} className="min-w-0">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
