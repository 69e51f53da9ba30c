import { type RecipeDto } from '@chefs/contracts';
import { type Ref } from 'react';
import { DishCard } from './DishCard';

export function DishGrid({
  dishes,
  label,
  ref,
}: {
  dishes: readonly RecipeDto[];
  label: string;
  ref?: Ref<HTMLUListElement>;
}) {
  return (
    <ul ref={ref} aria-label={label} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {dishes.map((dish) => (
        <li key={dish.id}>
          <DishCard dish={dish} />
        </li>
      ))}
    </ul>
  );
}
