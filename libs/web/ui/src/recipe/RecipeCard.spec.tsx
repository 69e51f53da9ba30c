import { fireEvent, render, screen } from '@testing-library/react';
import { RecipeCard } from './RecipeCard';

const recipe = {
  title: 'Turkey and Sweet Potato Chili',
  description: 'A hearty, freezer-friendly chili with lean turkey, sweet potatoes and two kinds of beans.',
  category: 'meal_prep' as const,
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

  it('draws the main ingredient its title names when it has no photo, as the dishes do, not one pot for all', () => {
    const { container, unmount } = render(<RecipeCard recipe={recipe} href="/recipes/turkey-chili" />);
    expect(screen.getByTestId('food-artwork-fallback')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('svg.lucide-drumstick')).not.toBeNull();
    unmount();
    const salmon = { ...recipe, title: 'Teriyaki Salmon Rice Bowls' };
    const second = render(<RecipeCard recipe={salmon} href="/recipes/salmon" />);
    expect(second.container.querySelector('svg.lucide-fish')).not.toBeNull();
    expect(second.container.querySelector('svg.lucide-drumstick')).toBeNull();
  });

  it('shows its photo, lazily, and the drawing when the photo cannot be loaded', () => {
    const { container } = render(
      <RecipeCard recipe={{ ...recipe, imageUrl: '/img/chili.jpg' }} href="/recipes/turkey-chili" />,
    );
    const photo = container.querySelector('img')!;
    expect(photo).toHaveAttribute('src', '/img/chili.jpg');
    expect(photo).toHaveAttribute('loading', 'lazy');
    fireEvent.error(photo);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('food-artwork-fallback')).toBeInTheDocument();
  });

  it('writes a long total time in hours and minutes', () => {
    render(<RecipeCard recipe={{ ...recipe, prepTime: 30, cookingTime: 75 }} href="/recipes/turkey-chili" />);
    expect(screen.getByText('1 hr 45 min')).toBeInTheDocument();
  });
});
