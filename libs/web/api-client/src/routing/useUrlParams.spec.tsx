import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { useUrlParams } from './useUrlParams';

let update: ReturnType<typeof useUrlParams>[1];

function Probe() {
  const [params, change] = useUrlParams();
  update = change;
  const { search } = useLocation();
  return (
    <p>
      <span data-testid="search">{search}</span>
      <span data-testid="q">{params.get('q') ?? ''}</span>
    </p>
  );
}

describe('useUrlParams', () => {
  it('composes two changes made before the page renders again', () => {
    render(
      <MemoryRouter initialEntries={['/recipes?q=shrimp']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('q')).toHaveTextContent('shrimp');
    act(() => {
      update((next) => next.delete('q'));
      update((next) => next.set('category', 'healthy'));
    });
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?category=healthy$/);
  });

  it('starts from the location again once it moves on', () => {
    render(
      <MemoryRouter initialEntries={['/recipes?category=healthy']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => update((next) => next.set('q', 'bowl')));
    expect(screen.getByTestId('search')).toHaveTextContent('?category=healthy&q=bowl');
    act(() => update((next) => next.delete('category')));
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?q=bowl$/);
  });
});
