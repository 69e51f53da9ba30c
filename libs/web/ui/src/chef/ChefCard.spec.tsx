import { render, screen } from '@testing-library/react';
import { ChefCard } from './ChefCard';

const chef = {
  name: 'Marcus Reed',
  specialty: 'Southern Cuisine',
  location: 'Decatur, GA',
  cuisines: ['southern', 'american', 'italian'],
  pricePerPerson: '85.00',
  rating: null,
  profileImage: null,
};

describe('ChefCard', () => {
  it('links the name to the profile and shows price, at most 2 cuisines and the default rating', () => {
    render(<ChefCard chef={chef} href="/chef/4" />);
    expect(screen.getByRole('link', { name: 'Marcus Reed' })).toHaveAttribute('href', '/chef/4');
    expect(screen.getByText('$85').parentElement?.textContent).toBe('From $85/person');
    expect(screen.getByText('Southern')).toBeInTheDocument();
    expect(screen.getByText('American')).toBeInTheDocument();
    expect(screen.queryByText('Italian')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Rated 5.0 out of 5')).toBeInTheDocument();
  });

  it('shows cents when the price has them', () => {
    render(<ChefCard chef={{ ...chef, pricePerPerson: '92.50', rating: '4.75' }} href="/chef/4" />);
    expect(screen.getByText('$92.50')).toBeInTheDocument();
    expect(screen.getByLabelText('Rated 4.8 out of 5')).toBeInTheDocument();
  });

  it('wraps a long unbroken name whole, and the specialty and location up to two lines, instead of cutting them off', () => {
    const long = 'Supercalifragilisticexpialidociousstew';
    render(
      <ChefCard
        chef={{ ...chef, name: `${long} Reed`, specialty: `${long}s`, location: `${long}ville` }}
        href="/chef/4"
      />,
    );
    const name = screen.getByRole('heading', { name: `${long} Reed` });
    expect(name).toHaveClass('wrap-anywhere');
    expect(name).not.toHaveClass('truncate');
    for (const text of [`${long}s`, `${long}ville`]) {
      expect(screen.getByText(text)).toHaveClass('wrap-anywhere', 'line-clamp-2');
      expect(screen.getByText(text)).not.toHaveClass('truncate');
    }
  });
});
