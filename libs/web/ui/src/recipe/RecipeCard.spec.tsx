import { render, screen } from '@testing-library/react';
import { RecipeCard } from './RecipeCard';

const recipe = {
  title: 'Turkey and Sweet Potato Chili',
  description: 'A hearty, freezer-friendly chili with lean turkey, sweet potatoes and two kinds of beans.',
  category: 'meal_prep',
  difficulty: 'easy',
  prepTime: 15,
  cookingTime: 40,
  imageUrl: null,
};

describe('RecipeCard', () => {
  it('links the title to the recipe and shows its labels and total time', () => {
    render(<RecipeCard recipe={recipe} href="/recipes/turkey-chili" />);
    expect(screen.getByRole('link', { name: 'Turkey and Sweet Potato Chili' })).toHaveAttribute(
      'href',
      '/recipes/turkey-chili',
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Turkey and Sweet Potato Chili');
    expect(screen.getByText('Meal Prep')).toBeInTheDocument();
    expect(screen.getByText('Easy')).toBeInTheDocument();
    expect(screen.getByText('55 min')).toBeInTheDocument();
  });

  it('wraps a long unbroken title instead of cutting it off, the description still two lines at most', () => {
    const long = 'Supercalifragilisticexpialidociousstew';
    render(<RecipeCard recipe={{ ...recipe, title: long, description: `${long}s` }} href="/recipes/stew" />);
    expect(screen.getByRole('heading', { name: long })).toHaveClass('wrap-anywhere');
    expect(screen.getByText(`${long}s`)).toHaveClass('wrap-anywhere', 'line-clamp-2');
  });
});
