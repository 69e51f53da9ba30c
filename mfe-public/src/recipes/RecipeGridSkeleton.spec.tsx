import { aRecipe } from '@chefs/api-client/testing';
import { RecipeCard } from '@chefs/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DishCard } from '../meals/DishCard';
import { RecipeGridSkeleton } from './RecipeGridSkeleton';

/** The height classes of an element: what makes a band as tall as the card's. */
const heights = (element: Element) =>
  element.className
    .split(/\s+/)
    .filter((c) => /^(h|mt|mb|pt|p|border-t)(-|$)/.test(c))
    .sort();

/** The skeleton's first card: its picture band and its body's rows. */
function skeletonCard(kind: 'recipe' | 'dish') {
  const { unmount } = render(<RecipeGridSkeleton count={1} kind={kind} />);
  const card = [...screen.getByRole('status').children].find((c) => c.tagName !== 'SPAN')!;
  const [picture, body] = [...card.firstElementChild!.children];
  const shape = {
    label: screen.getByRole('status').textContent,
    picture: heights(picture),
    rows: [...body.children].map(heights),
  };
  unmount();
  return shape;
}

describe('RecipeGridSkeleton', () => {
  it('stands in for a recipe card: its picture band, labels, title, two lines and time', () => {
    const { container } = render(<RecipeCard recipe={{ ...aRecipe(), imageUrl: null }} href="/recipes/x" />);
    const realPicture = container.querySelector('[data-testid="food-artwork-fallback"]')!;
    const shape = skeletonCard('recipe');
    expect(shape.label).toContain('Loading recipes…');
    expect(shape.picture).toEqual(expect.arrayContaining(heights(realPicture).filter((c) => c.startsWith('h-'))));
    expect(shape.rows).toEqual([['mb-2'], ['h-7'], ['h-10', 'mt-1'], ['h-5', 'mt-3']]);
  });

  it('stands in for a dish card, which is taller: a larger picture, the wine and a footer (262 px before, against 350 and more)', () => {
    const { container } = render(
      <MemoryRouter>
        <DishCard dish={{ ...aRecipe({ category: 'fine_dining' }), imageUrl: null }} />
      </MemoryRouter>,
    );
    const realPicture = container.querySelector('[data-testid="food-artwork-fallback"]')!;
    expect(realPicture).toHaveClass('h-40');
    const shape = skeletonCard('dish');
    expect(shape.label).toContain('Loading dishes…');
    expect(shape.picture).toContain('h-40');
    expect(shape.rows).toEqual([['h-6'], ['h-10', 'mt-1.5'], ['h-5', 'mt-3'], ['border-t', 'h-5', 'mt-4', 'pt-3']]);
  });
});
